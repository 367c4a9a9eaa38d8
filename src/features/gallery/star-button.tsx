import { Star } from 'lucide-react';
import { IconButton, type IconButtonProps } from '@/components/ui/icon-button';
import type { Job } from '@/jobs/job';
import { setFavourite } from '@/jobs/ledger';

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
  return (
    <IconButton
      icon={Star}
      label="Favourite"
      pressed={job.favourite}
      variant={variant}
      size={size}
      className={className}
      onClick={() => void setFavourite(job.id, !job.favourite)}
    />
  );
}
