import { useT } from '@/i18n/use-t';
import { PikbFollowForm } from './follow-form';

/** The pikb page is its follow form: the contract shows how to query a task, not how to make one. */
export function PikbPage() {
  const t = useT();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-zinc-600 dark:text-zinc-300">{t('pikb.intro')}</p>
      <PikbFollowForm />
    </div>
  );
}
