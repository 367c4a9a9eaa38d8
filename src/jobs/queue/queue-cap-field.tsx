import { useId, useState } from 'react';
import { useT } from '@/i18n/use-t';
import { ErrorLine } from '@/components/ui/field';
import { profileOfJob, useGatewayProfiles } from '@/gateway/settings';
import { useNow } from '@/lib/use-now';
import { DEFAULT_CAP, MAX_CAP, MIN_CAP, zJobsAtOnce } from './rules';
import { updateQueueSettings, useQueueSettings } from './queue-store';

/**
 * "Jobs at once" for the active gateway profile (Settings; decision 031): a number (default 4) or
 * "No limit". Saved in the queue's own stored settings, so it applies at once in every tab; a cap
 * lowered after a 429 says so beside it. The box keeps what is typed as it is typed (issue 54: "2."
 * on the way to "2.5" once jumped back to "2"): a whole number in range is saved as it is typed, and
 * when the box is left (or Enter pressed) what it holds is saved or, outside `zJobsAtOnce`, refused
 * next to the box, the saved value holding until a valid one is typed.
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
  // What is in the box while it is edited, as typed; null while it shows the saved value.
  const [typed, setTyped] = useState<string | null>(null);
  // The box was left holding a number Jobs at once does not take.
  const [refused, setRefused] = useState(false);
  const cap = Object.hasOwn(settings.caps, profile)
    ? (settings.caps[profile] ?? null)
    : DEFAULT_CAP;
  const lowered = settings.lowered[profile];
  const save = (next: number | null) =>
    updateQueueSettings((s) => ({ ...s, caps: { ...s.caps, [profile]: next } }));
  /** The box left or Enter pressed: what it holds is saved, or said to be refused. */
  const commit = (box: HTMLInputElement) => {
    if (typed === null) return;
    const parsed = zJobsAtOnce.safeParse(toNumber(typed));
    if (parsed.success) {
      save(parsed.data);
      setTyped(null);
      // React leaves a number box that reads the same number as it is ("012" for 12): the saved
      // number is written out as it is kept.
      box.value = String(parsed.data);
    }
    setRefused(!parsed.success);
  };
  const error =
    !refused || typed === null || cap === null
      ? undefined
      : zJobsAtOnce.safeParse(toNumber(typed)).error?.issues[0]?.message;
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
          value={typed ?? cap ?? ''}
          onChange={(e) => {
            const text = e.target.value;
            setTyped(text);
            const parsed = zJobsAtOnce.safeParse(toNumber(text));
            if (parsed.success) {
              save(parsed.data);
              setRefused(false);
            }
          }}
          onBlur={(e) => commit(e.currentTarget)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit(e.currentTarget);
          }}
          className="w-20 rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm disabled:opacity-60 aria-invalid:border-red-600 dark:border-zinc-700 dark:bg-zinc-900"
        />
        <label className="flex items-center gap-1.5 text-sm">
          <input
            type="checkbox"
            checked={cap === null}
            onChange={(e) => {
              setTyped(null);
              setRefused(false);
              save(e.target.checked ? null : DEFAULT_CAP);
            }}
          />
          {t('job.queue.cap.noLimit')}
        </label>
      </div>
      {error !== undefined && cap !== null ? (
        <ErrorLine id={errorId}>
          {/* One sentence pair in one message: no space glued between two Chinese sentences. */}
          {t('job.queue.cap.kept', { reason: error, cap })}
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
