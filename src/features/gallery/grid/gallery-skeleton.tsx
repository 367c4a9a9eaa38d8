import { Skeleton } from '@/components/ui/skeleton';
import { gridClass } from './grid-layout';
import { useT } from '@/i18n/use-t';

/** Tile-shaped placeholders while the ledger is read; the region says "Loading" once. */
export function GallerySkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" className="flex flex-col gap-2">
      <p role="status" className="sr-only">
        {t('gallery.loading')}
      </p>
      <div className={gridClass} aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <div
            key={i}
            className="flex flex-col gap-2 rounded-xl border border-zinc-200 p-0 dark:border-zinc-800"
          >
            <Skeleton className="aspect-video rounded-b-none" />
            <div className="flex flex-col gap-2 p-3">
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="h-4 w-5/6" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
