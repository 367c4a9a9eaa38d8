import { useT } from '@/i18n/use-t';
import { Skeleton } from '@/components/ui/skeleton';

export function RecentHeading({ label }: { label: string }) {
  const t = useT();
  return (
    <h2 id="recent-title" className="text-section-title">
      {t('app.recent.title', { generator: label })}
    </h2>
  );
}

/** A form's place while its chunk loads: a card of field-shaped bars, announced once. */
export function FormSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        {t('gallery.loading')}
      </p>
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex flex-col gap-2" aria-hidden="true">
          <Skeleton className="h-4 w-24" />
          <Skeleton className={i === 0 ? 'h-24' : 'h-9'} />
        </div>
      ))}
      <Skeleton className="h-9 w-32" />
    </div>
  );
}
