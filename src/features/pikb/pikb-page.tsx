import { PikbFollowForm } from './follow-form';

/** The pikb page is its follow form: the contract shows how to query a task, not how to make one. */
export function PikbPage() {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-zinc-600 dark:text-zinc-300">
        A pikb task is made elsewhere; give its id and the studio follows it until every video has finished or failed.
      </p>
      <PikbFollowForm />
    </div>
  );
}
