import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { gatewayName, profileName } from '@/gateway/gateway-name';
import {
  DEFAULT_PROFILE_ID,
  profileOfJob,
  profilesStore,
  useGatewayProfiles,
} from '@/gateway/settings';
import { useT } from '@/i18n/use-t';
import { useActiveJobs } from '@/jobs/ledger/use-ledger';

/** How many unfinished jobs a profile follows: what deleting it would stop following. */
function useRunningCount(profileId: string): number {
  const active = useActiveJobs() ?? [];
  return active.filter((job) => profileOfJob(job.profileId) === profileId).length;
}

/**
 * Which gateway profile new jobs go to, and the profiles themselves. Switching never touches a
 * running job: each is followed by its own profile. With one profile this is the whole story —
 * its name and a way to add a second.
 */
export function ProfileBar() {
  const t = useT();
  const { profiles, activeId } = useGatewayProfiles();
  const active = profiles.find((p) => p.id === activeId) ?? profiles[0];
  const running = useRunningCount(activeId);
  const [confirming, setConfirming] = useState<string | null>(null);
  // What the last action did, while the profiles are as it left them (a rename or save moves on).
  const [said, setSaidFor] = useState<{ text: string; profiles: unknown } | null>(null);
  const setSaid = (text: string | null) =>
    setSaidFor(text === null ? null : { text, profiles: profilesStore.get().profiles });
  const selectId = useId();
  const hintId = `${selectId}-hint`;
  if (active === undefined) return null;

  function remove() {
    if (active === undefined) return;
    const name = profileName(active);
    profilesStore.remove(active.id);
    setConfirming(null);
    setSaid(t('settings.profiles.deleted', { name, next: profileName(profilesStore.active()) }));
  }

  return (
    <section
      aria-labelledby={`${selectId}-title`}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-card shadow-xs"
    >
      <h2 id={`${selectId}-title`} className="text-section-title">
        {t('settings.profiles.title')}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-48 flex-1 flex-col gap-1">
          <label htmlFor={selectId} className="text-sm font-medium">
            {t('settings.profiles.select')}
          </label>
          <Select
            id={selectId}
            aria-describedby={hintId}
            value={activeId}
            onChange={(e) => {
              const next = e.currentTarget.value;
              profilesStore.activate(next);
              setConfirming(null);
              setSaid(
                t('settings.profiles.activated', { name: profileName(profilesStore.active()) }),
              );
            }}
          >
            {profiles.map((p) => (
              <option key={p.id} value={p.id}>
                {t('settings.profiles.option', {
                  name: profileName(p),
                  gateway: gatewayName(p.gatewayUrl),
                })}
              </option>
            ))}
          </Select>
        </div>
        <Button
          variant="secondary"
          onClick={() => {
            const added = profilesStore.add(undefined, (n) =>
              t('settings.profiles.newName', { n }),
            );
            setConfirming(null);
            setSaid(t('settings.profiles.added', { name: profileName(added) }));
          }}
        >
          <Plus aria-hidden="true" focusable="false" className="size-4" />
          {t('settings.profiles.add')}
        </Button>
        {active.id !== DEFAULT_PROFILE_ID ? (
          <Button
            variant="danger"
            onClick={() => setConfirming(active.id)}
            aria-expanded={confirming === active.id}
          >
            <Trash2 aria-hidden="true" focusable="false" className="size-4" />
            {t('settings.profiles.delete')}
          </Button>
        ) : null}
      </div>
      <p id={hintId} className="text-xs text-muted">
        {t('settings.profiles.hint')}
      </p>
      {confirming === active.id ? (
        <Alert
          tone={running > 0 ? 'warning' : 'info'}
          title={t('settings.profiles.confirmTitle', { name: profileName(active) })}
        >
          <div className="flex flex-col gap-2">
            <p>
              {running > 0
                ? t('settings.profiles.runningWarning', { count: running })
                : t('settings.profiles.noRunning')}
            </p>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                className="border-red-300 text-red-800 dark:border-red-900 dark:text-red-300"
                onClick={remove}
              >
                {running > 0
                  ? t('settings.profiles.deleteStop', { count: running })
                  : t('settings.profiles.deleteConfirm')}
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(null)}>
                {t('settings.profiles.keep')}
              </Button>
            </div>
          </div>
        </Alert>
      ) : null}
      <p role="status" className="text-sm text-muted empty:hidden">
        {said !== null && said.profiles === profiles ? said.text : null}
      </p>
    </section>
  );
}
