import { worstResult } from '@/gateway/connection-health';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import type { ConnectionCheckRun } from './use-connection-check';

const tones = {
  saved: 'text-emerald-700 dark:text-emerald-400',
  checking: 'text-muted',
  pass: 'text-emerald-700 dark:text-emerald-400',
  warn: 'text-amber-800 dark:text-amber-400',
  fail: 'text-red-700 dark:text-red-400',
} as const;

/**
 * "Saved." and, for a real gateway, what the check run by the save found: an address that does
 * not answer or a refused key is said where the person is looking, not only in the list above.
 * Every wording starts with "Saved." — the settings are saved whatever the gateway says.
 */
export function SavedStatus({ check }: { check: ConnectionCheckRun }) {
  const t = useT();
  const data = check.data;
  const state = check.isPending
    ? 'checking'
    : data === undefined
      ? 'saved'
      : worstResult(data.report);
  const firstOf = (result: 'fail' | 'warn') =>
    data?.report.checks.find((c) => c.result === result)?.title ?? '';
  const words =
    state === 'checking'
      ? t('settings.saved.checking')
      : state === 'saved' || data === undefined
        ? t('settings.saved')
        : state === 'pass'
          ? t('settings.saved.passed', { name: data.name })
          : state === 'warn'
            ? t('settings.saved.warned', { name: data.name, check: firstOf('warn') })
            : t('settings.saved.failed', { name: data.name, check: firstOf('fail') });
  return (
    <span role="status" data-check-verdict={state} className={cn('text-sm', tones[state])}>
      {words}
    </span>
  );
}
