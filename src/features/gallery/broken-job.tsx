import { Alert } from '@/components/ui/alert';

/** A job whose record could not be shown: its data stays in the ledger, untouched. */
export function BrokenJob({ id, problem }: { id: string; problem: string }) {
  return (
    <div data-job-id={id} data-job-status="invalid">
      <Alert tone="warning" title="This job could not be shown">
        {problem}. Its data is kept as it is.
      </Alert>
    </div>
  );
}
