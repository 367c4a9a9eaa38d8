import { useId, useState } from 'react';
import { useT } from '@/i18n/use-t';
import { ErrorLine } from '@/components/ui/field';
import { profileOfJob, useGatewayProfiles } from '@/gateway/settings';
import { useNow } from '@/lib/use-now';
import { DEFAULT_CAP, MAX_CAP, MIN_CAP, zJobsAtOnce } from './rules';
import { updateQueueSettings, useQueueSettings } from './queue-store';

/**
 * "Jobs at once" for the active gateway profile (Settings; decision 031): a number (default 4) or
 * "No limit". Saved as it changes, in the queue's own stored settings, so it applies at once in
 * every tab; a cap lowered after a 429 says so beside it. A number outside `zJobsAtOnce` is not
 * saved and says so next to the box (issue 54), the saved one holding until a valid one is typed.
 */
export function QueueCapField() {
  const { activeId } = useGatewayProfiles();
  const profile = profileOfJob(activeId);
  // Another profile's field starts from its own value, without the last one's refused text.
  return <CapField key={profile} profile={profile} />;
}

function CapField({ profile }: { profile: string }) {
  const t = useT();
  const id = useId();
  const settings = useQueueSettings();
  const now = useNow();
  // What the person typed that was refused; null while the box shows the saved value.
  const [refused, setRefused] = useState<string | null>(null);
  const cap = Object.hasOwn(settings.caps, profile)
    ? (settings.caps[profile] ?? null)
    : DEFAULT_CAP;
  const lowered = settings.lowered[profile];
  const set = (next: number | null) => {
    setRefused(null);
    updateQueueSettings((s) => ({ ...s, caps: { ...s.caps, [profile]: next } }));
  };
  const error =
    refused === null || cap === null
      ? undefined
      : zJobsAtOnce.safeParse(toNumber(refused)).error?.issues[0]?.message;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={`${id}-cap`} className="text-sm font-medium">
          {t('job.queue.cap.label')}
        </label>
        <input
          id={`${id}-cap`}
          type="number"
          min={MIN_CAP}
          max={MAX_CAP}
          step={1}
          inputMode="numeric"
          aria-invalid={error !== undefined ? true : undefined}
          aria-describedby={error !== undefined ? `${errorId} ${hintId}` : hintId}
          disabled={cap === null}
          value={refused ?? cap ?? ''}
          onChange={(e) => {
            const parsed = zJobsAtOnce.safeParse(toNumber(e.target.value));
            if (parsed.success) set(parsed.data);
            else setRefused(e.target.value);
          }}
          className="w-20 rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm disabled:opacity-60 aria-invalid:border-red-600 dark:border-zinc-700 dark:bg-zinc-900"
        />
        <label className="flex items-center gap-1.5 text-sm">
          <input
            type="checkbox"
            checked={cap === null}
            onChange={(e) => set(e.target.checked ? null : DEFAULT_CAP)}
          />
          {t('job.queue.cap.noLimit')}
        </label>
      </div>
      {error !== undefined && cap !== null ? (
        <ErrorLine id={errorId}>
          {error} {t('job.queue.cap.kept', { cap })}
        </ErrorLine>
      ) : null}
      <p id={hintId} className="text-xs text-zinc-600 dark:text-zinc-400">
        {t('job.queue.cap.hint')}
      </p>
      {lowered !== undefined && lowered.until > now ? (
        <p className="text-xs text-amber-700 dark:text-amber-400">
          {t('job.queue.cap.lowered', { cap: lowered.cap })}
        </p>
      ) : null}
    </div>
  );
}

/** The box's text as a number; an empty box (or text the browser could not read) is none. */
function toNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}
