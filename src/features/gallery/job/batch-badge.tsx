import { Layers } from 'lucide-react';
import type { Job } from '@/jobs/job';
import { cn } from '@/lib/cn';
import { batchPosition } from './batch';
import { useT } from '@/i18n/use-t';

/**
 * "2 of 4" on a job made as one of several variations: over a tile's picture, or in a card's
 * header. Read as "Variation 2 of 4".
 */
export function BatchBadge({ job, over = false }: { job: Pick<Job, 'batch'>; over?: boolean }) {
  const t = useT();
  const position = batchPosition(job);
  if (position === null) return null;
  return (
    <span
      data-batch-badge=""
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium tabular-nums',
        over
          ? 'bg-zinc-950/70 text-white backdrop-blur-sm'
          : 'bg-indigo-50 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200',
      )}
    >
      <Layers aria-hidden="true" focusable="false" className="size-3.5" />
      <span className="sr-only">{t('gallery.batch.variation')} </span>
      {t('gallery.batch.position', { number: position.number, size: position.size })}
    </span>
  );
}
