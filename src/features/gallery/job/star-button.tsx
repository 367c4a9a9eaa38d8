import { Star } from 'lucide-react';
import { IconButton, type IconButtonProps } from '@/components/ui/icon-button';
import type { Job } from '@/jobs/job';
import { setFavourite } from '@/jobs/ledger/person-edits';
import { useT } from '@/i18n/use-t';

/** The favourite star: a toggle (aria-pressed) named "Favourite", kept in the ledger. */
export function StarButton({
  job,
  variant,
  size,
  className,
}: {
  job: Pick<Job, 'id' | 'favourite'>;
  variant?: IconButtonProps['variant'];
  size?: IconButtonProps['size'];
  className?: string;
}) {
  const t = useT();
  return (
    <IconButton
      icon={Star}
      label={t('gallery.favourite')}
      pressed={job.favourite}
      variant={variant}
      size={size}
      className={className}
      onClick={() => void setFavourite(job.id, !job.favourite)}
    />
  );
}
