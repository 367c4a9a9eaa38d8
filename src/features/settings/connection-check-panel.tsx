import { CircleAlert, CircleCheck, CircleMinus, CircleX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { CheckResult, ConnectionReport } from '@/gateway/connection-verdict';
import type { MessageKey } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import type { CheckTarget, ConnectionCheckRun } from './use-connection-check';

const resultWords: Record<CheckResult, MessageKey> = {
  pass: 'connection.result.pass',
  fail: 'connection.result.fail',
  warn: 'connection.result.warn',
  skip: 'connection.result.skip',
};
const resultIcons = {
  pass: CircleCheck,
  fail: CircleX,
  warn: CircleAlert,
  skip: CircleMinus,
} as const;
const resultColours: Record<CheckResult, string> = {
  pass: 'text-emerald-700 dark:text-emerald-400',
  fail: 'text-red-700 dark:text-red-400',
  warn: 'text-amber-800 dark:text-amber-400',
  skip: 'text-muted',
};

/** One line for the live region: the details and fixes are in the list below it. */
function summary(t: ReturnType<typeof useT>, name: string, report: ConnectionReport): string {
  const failed = report.checks.find((c) => c.result === 'fail');
  if (failed) return t('connection.summary.failed', { name, check: failed.title });
  // A warning is not a pass: "all checks passed" beside one would hide it.
  const warned = report.checks.find((c) => c.result === 'warn');
  return warned
    ? t('connection.summary.warned', { name, check: warned.title })
    : t('connection.summary.passed', { name });
}

/**
 * "Test connection": read-only requests (a query of a made-up id, the balance query) that create
 * nothing and spend nothing, then each check with its result and its fix. The key is sent in the
 * header of those requests and appears nowhere on screen.
 */
export function ConnectionCheckPanel({
  check,
  target,
}: {
  check: ConnectionCheckRun;
  target: () => CheckTarget | null;
}) {
  const t = useT();
  const data = check.data;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          disabled={check.isPending}
          onClick={() => {
            const next = target();
            if (next !== null) check.mutate(next);
          }}
        >
          {t('connection.test')}
        </Button>
        <p role="status" className="text-sm text-muted">
          {check.isPending
            ? t('connection.checking')
            : data
              ? summary(t, data.name, data.report)
              : ''}
        </p>
      </div>
      {data ? (
        <section aria-label={t('connection.region')} className="rounded-lg border border-line">
          <ul className="divide-y divide-line">
            {data.report.checks.map((c) => {
              const Icon = resultIcons[c.result];
              return (
                <li
                  key={c.id}
                  data-check={c.id}
                  data-check-result={c.result}
                  className="flex gap-3 px-3 py-2.5 text-sm"
                >
                  <Icon
                    aria-hidden="true"
                    focusable="false"
                    className={cn('mt-0.5 size-4 shrink-0', resultColours[c.result])}
                  />
                  <div className="flex min-w-0 flex-col gap-1">
                    <p>
                      <span className="font-medium">{c.title}</span>
                      <span className={cn('ml-2 text-xs font-medium', resultColours[c.result])}>
                        {t(resultWords[c.result])}
                      </span>
                    </p>
                    {/* A skipped check's reason is the failure above it: the row stays short. */}
                    {c.result === 'skip' ? null : <p className="text-muted">{c.detail}</p>}
                    {c.fix ? <p>{c.fix}</p> : null}
                    {c.lines ? (
                      <pre className="overflow-x-auto rounded-md bg-well px-3 py-2 font-mono text-xs">
                        <code>{c.lines.join('\n')}</code>
                      </pre>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
