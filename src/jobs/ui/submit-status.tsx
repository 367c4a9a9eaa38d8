import { Alert } from '@/components/ui/alert';
import { NetworkError, OfflineError, ResponseShapeError, describeError, isAuthError } from '@/gateway/errors';

/**
 * What happened to the last create, shown under the Generate button: the gateway's own words on
 * failure (the job stays in the library with the same message), an honest "maybe" when no clear
 * answer came, and where to follow it on success.
 */
export function SubmitStatus({ error, createdJobId }: { error: Error | null; createdJobId: string | undefined }) {
  if (error) {
    // Offline is refused before anything is sent; any other lost answer leaves the task's fate open.
    const uncertain = (error instanceof NetworkError && !(error instanceof OfflineError)) || error instanceof ResponseShapeError;
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
        {isAuthError(error) ? (
          <p className="mt-1">
            Check the API key in <a className="underline" href="#/settings">Settings</a>.
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
