import { withSlots } from '@/i18n/slots';
import { useT } from '@/i18n/use-t';
import { Alert } from '@/components/ui/alert';
import {
  GatewayError,
  NetworkError,
  ResponseShapeError,
  UnreachableError,
  describeError,
  isAuthError,
  isCertainlyNotSent,
} from '@/gateway/errors';
import { retryWaitMs } from '@/jobs/create/try-again';
import { useLedgerJob } from '@/jobs/ledger/use-ledger';

/**
 * What happened to the last create, shown under the Generate button: the gateway's own words on a
 * refusal (the job is kept as "Not started" with the same message and "Try again"; a 429 says how
 * long to wait), "not sent" when the gateway could not be reached, an honest "maybe" when no clear
 * answer came, and where to follow it on success.
 */
export function SubmitStatus({
  error,
  createdJobId,
}: {
  error: Error | null;
  createdJobId: string | undefined;
}) {
  const t = useT();
  if (error) {
    // Offline is refused before anything is sent, and an unreachable gateway cannot have received
    // it; any other lost answer leaves the task's fate open.
    const uncertain =
      (error instanceof NetworkError && !isCertainlyNotSent(error)) ||
      error instanceof ResponseShapeError;
    const waitMs = error instanceof GatewayError ? retryWaitMs(error) : null;
    const saidWait = error instanceof GatewayError && error.retryAfterMs !== null;
    const kept = error instanceof GatewayError || error instanceof UnreachableError;
    if (uncertain) {
      return (
        <Alert tone="warning" title={t('submit.unclear.title')} live>
          <p>{describeError(error)}</p>
          <p className="mt-1">{t('submit.unclear.body')}</p>
        </Alert>
      );
    }
    return (
      <Alert tone="danger" title={t('submit.notStarted.title')} live>
        {/* A refused or unsent create keeps its card, which says why: said once, there. */}
        {kept ? null : <p>{describeError(error)}</p>}
        {kept ? (
          <p>
            {waitMs === null
              ? t('submit.notStarted.kept')
              : t(
                  saidWait ? 'submit.notStarted.keptWaitAsked' : 'submit.notStarted.keptWaitUnsaid',
                  { seconds: Math.ceil(waitMs / 1000) },
                )}
          </p>
        ) : null}
        {isAuthError(error) || error instanceof UnreachableError ? (
          <p className="mt-1">
            {withSlots((m) => t(isAuthError(error) ? 'submit.checkKey' : 'submit.checkUrl', m), {
              settings: (
                <a className="underline" href="#/settings">
                  {t('submit.settingsLink')}
                </a>
              ),
            })}
          </p>
        ) : null}
      </Alert>
    );
  }
  if (createdJobId) return <StartedStatus jobId={createdJobId} />;
  return null;
}

/**
 * After a Generate: started, or — beyond the profile's "Jobs at once" — waiting in the studio's
 * queue (decision 031), which becomes "started" when the queue sends it.
 */
function StartedStatus({ jobId }: { jobId: string }) {
  const t = useT();
  const job = useLedgerJob(jobId);
  const waiting = job?.status === 'waiting';
  // A shot naming characters waits for its first frame, not for the queue (issue 56).
  const step = job?.frameStep ?? null;
  return (
    <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
      {step !== null && step.state !== 'sent'
        ? t(step.state === 'ready' ? 'character.step.startedReady' : 'character.step.started', {
            names: step.characters.map((c) => `@${c.name}`).join(' '),
          })
        : waiting
          ? t('submit.waiting')
          : t('submit.started')}
    </p>
  );
}
