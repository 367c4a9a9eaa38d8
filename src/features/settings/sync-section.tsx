import { CircleAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { controlClass, describedBy } from '@/components/ui/control';
import {
  syncConfigStore,
  useSyncConfig,
  useSyncStatus,
  zSyncConfig,
  type SyncStatus,
} from '@/jobs/sync/sync-config';
import { useT } from '@/i18n/use-t';
import { formatTime } from '@/lib/time';

function StatusWords({ status, library }: { status: SyncStatus; library: string | null }) {
  const t = useT();
  const last =
    status.lastSyncedAt === null
      ? t('settings.sync.neverSynced')
      : t('settings.sync.lastSynced', { time: formatTime(status.lastSyncedAt) });
  switch (status.state) {
    case 'off':
      return <>{t('settings.sync.off')}</>;
    case 'connecting':
      return <>{t('settings.sync.connecting', { waiting: status.waiting })}</>;
    case 'connected':
      return (
        <>
          {status.waiting > 0
            ? t('settings.sync.sending', { waiting: status.waiting })
            : t('settings.sync.connected')}{' '}
          {last}
        </>
      );
    case 'offline':
      return (
        <>
          {t('settings.sync.offline', { waiting: status.waiting })} {last}
        </>
      );
    case 'refused':
      // A token minted for one library (a team's server) says which one it is for.
      return status.refusal?.kind === 'other-library' && library !== null ? (
        <>
          {t('settings.sync.refused.otherLibrary', {
            tokenLibrary: status.refusal.tokenLibrary,
            library,
          })}
        </>
      ) : (
        <>{t('settings.sync.refused')}</>
      );
  }
}

/**
 * Settings → Sync (decision 028): one library shared by several devices through a sync server.
 * Optional; the token is the server's, never the gateway's key, and what syncs is said here.
 */
export function SyncSection() {
  const t = useT();
  const id = useId();
  const config = useSyncConfig();
  const status = useSyncStatus();
  const [url, setUrl] = useState(config?.url ?? '');
  const [library, setLibrary] = useState(config?.library ?? '');
  const [token, setToken] = useState(config?.token ?? '');
  const [errors, setErrors] = useState<{ url?: string; library?: string; token?: string }>({});
  const refused = status.state === 'refused';

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = zSyncConfig.safeParse({ url, library, token });
    if (!parsed.success) {
      const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      setErrors({
        url: bad.has('url') ? t('settings.sync.url.invalid') : undefined,
        library: bad.has('library') ? t('settings.sync.library.invalid') : undefined,
        token: bad.has('token') ? t('settings.sync.token.required') : undefined,
      });
      return;
    }
    setErrors({});
    syncConfigStore.set(parsed.data);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('settings.sync.title')}
      </h2>
      <p className="text-sm text-muted">{t('settings.sync.about')}</p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <Field
          id={`${id}-url`}
          label={t('settings.sync.url')}
          hint={t('settings.sync.url.hint')}
          error={errors.url}
        >
          <input
            className={controlClass}
            value={url}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="wss://sync.example.com"
            {...describedBy(`${id}-url`, errors.url)}
            onChange={(e) => setUrl(e.currentTarget.value)}
          />
        </Field>
        <Field
          id={`${id}-library`}
          label={t('settings.sync.library')}
          hint={t('settings.sync.library.hint')}
          error={errors.library}
        >
          <input
            className={controlClass}
            value={library}
            autoComplete="off"
            spellCheck={false}
            {...describedBy(`${id}-library`, errors.library)}
            onChange={(e) => setLibrary(e.currentTarget.value)}
          />
        </Field>
        <Field
          id={`${id}-token`}
          label={t('settings.sync.token')}
          hint={t('settings.sync.token.hint')}
          error={errors.token}
        >
          <input
            type="password"
            className={controlClass}
            value={token}
            autoComplete="off"
            {...describedBy(`${id}-token`, errors.token)}
            // The server refused it: the field is at fault, and the status says why.
            {...(refused && errors.token === undefined
              ? {
                  'aria-invalid': true,
                  'aria-describedby': `${id}-status ${id}-token-hint`,
                }
              : {})}
            onChange={(e) => setToken(e.currentTarget.value)}
          />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit">
            {config === null ? t('settings.sync.start') : t('settings.sync.save')}
          </Button>
          {config !== null ? (
            <Button variant="secondary" onClick={() => syncConfigStore.set(null)}>
              {t('settings.sync.stop')}
            </Button>
          ) : null}
        </div>
      </form>
      {/* A refusal is an error, drawn as one (issue 54: it was plain text), and the token's. */}
      <p
        id={`${id}-status`}
        role="status"
        aria-label={t('settings.sync.status')}
        data-sync-state={status.state}
        className={
          refused
            ? 'flex items-start gap-2 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200'
            : 'text-sm'
        }
      >
        {refused ? (
          <CircleAlert aria-hidden="true" focusable="false" className="mt-0.5 size-4 shrink-0" />
        ) : null}
        <span>
          <StatusWords status={status} library={config?.library ?? null} />
        </span>
      </p>
    </section>
  );
}
