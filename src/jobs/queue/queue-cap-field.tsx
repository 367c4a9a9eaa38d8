import { useId } from 'react';
import { useT } from '@/i18n/use-t';
import { profileOfJob, useGatewayProfiles } from '@/gateway/settings';
import { useNow } from '@/lib/use-now';
import { DEFAULT_CAP } from './rules';
import { updateQueueSettings, useQueueSettings } from './queue-store';

/** The most a person may set: beyond it "No limit" says what they mean. */
const MOST = 100;

/**
 * "Jobs at once" for the active gateway profile (Settings; decision 031): a number (default 4) or
 * "No limit". Saved as it changes, in the queue's own stored settings, so it applies at once in
 * every tab; a cap lowered after a 429 says so beside it.
 */
export function QueueCapField() {
  const t = useT();
  const id = useId();
  const { activeId } = useGatewayProfiles();
  const profile = profileOfJob(activeId);
  const settings = useQueueSettings();
  const now = useNow();
  const cap = Object.hasOwn(settings.caps, profile)
    ? (settings.caps[profile] ?? null)
    : DEFAULT_CAP;
  const lowered = settings.lowered[profile];
  const set = (next: number | null) =>
    updateQueueSettings((s) => ({ ...s, caps: { ...s.caps, [profile]: next } }));
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={`${id}-cap`} className="text-sm font-medium">
          {t('job.queue.cap.label')}
        </label>
        <input
          id={`${id}-cap`}
          type="number"
          min={1}
          max={MOST}
          step={1}
          inputMode="numeric"
          aria-describedby={`${id}-hint`}
          disabled={cap === null}
          value={cap ?? ''}
          onChange={(e) => {
            const n = Number.parseInt(e.target.value, 10);
            if (Number.isInteger(n) && n >= 1 && n <= MOST) set(n);
          }}
          className="w-20 rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm disabled:opacity-60 dark:border-zinc-700 dark:bg-zinc-900"
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
      <p id={`${id}-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
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
