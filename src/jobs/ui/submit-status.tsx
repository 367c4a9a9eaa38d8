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
import { retryWaitMs } from '../try-again';

/**
 * What happened to the last create, shown under the Generate button: the gateway's own words on a
 * refusal (the job is kept as "Not started" with the same message and "Try again"; a 429 says how
 * long to wait), "not sent" when the gateway could not be reached, an honest "maybe" when no clear
 * answer came, and where to follow it on success.
 */
export function SubmitStatus({ error, createdJobId }: { error: Error | null; createdJobId: string | undefined }) {
  if (error) {
    // Offline is refused before anything is sent, and an unreachable gateway cannot have received
    // it; any other lost answer leaves the task's fate open.
    const uncertain = (error instanceof NetworkError && !isCertainlyNotSent(error)) || error instanceof ResponseShapeError;
    const waitMs = error instanceof GatewayError ? retryWaitMs(error) : null;
    const saidWait = error instanceof GatewayError && error.retryAfterMs !== null;
    if (uncertain) {
      return (
        <Alert tone="warning" title="No clear answer from the gateway" live>
          <p>{describeError(error)}</p>
          <p className="mt-1">
            The task may or may not have been created. It is kept in the library as “Submitting” and will not be sent again; if it
            exists, attach its id there.
          </p>
        </Alert>
      );
    }
    return (
      <Alert tone="danger" title="The job was not started" live>
        <p>{describeError(error)}</p>
        {error instanceof GatewayError || error instanceof UnreachableError ? (
          <p className="mt-1">
            Nothing was created. It is kept in the list as “Not started”, with Try again
            {waitMs === null ? '' : `, which waits ${Math.ceil(waitMs / 1000)} s ${saidWait ? 'as the gateway asked' : '(the gateway did not say how long)'}`}.
          </p>
        ) : null}
        {isAuthError(error) || error instanceof UnreachableError ? (
          <p className="mt-1">
            Check the {isAuthError(error) ? 'API key' : 'Gateway URL'} in <a className="underline" href="#/settings">Settings</a>.
          </p>
        ) : null}
      </Alert>
    );
  }
  if (createdJobId) {
    return (
      <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
        Job started. It is saved in the library and followed until it finishes.
      </p>
    );
  }
  return null;
}
