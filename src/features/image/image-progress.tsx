import { useEffect, useState } from 'react';
import { useT } from '@/i18n/use-t';
import { ProgressBar } from '@/components/ui/progress-bar';

/**
 * While the one request is open: the seconds it has taken against the estimate. The gateway says
 * nothing until the images are made, so the bar is time, not progress reported, and the words say
 * so; past the estimate it stops short of full and says the request is still open.
 */
export function ImageProgress({
  count,
  estimate,
  label,
}: {
  count: number;
  estimate: number;
  /** The bar's name where the request is not text to image. */
  label?: string;
}) {
  const t = useT();
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    // A clock for the words, not a poll: nothing is asked of the gateway.
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const elapsed = Math.floor((now - startedAt) / 1000);
  const late = elapsed > estimate;
  return (
    <div className="flex flex-col gap-1" data-testid="image-progress">
      <ProgressBar
        value={Math.min(95, Math.round((elapsed / Math.max(1, estimate)) * 100))}
        label={label ?? t('image.progress.label', { count })}
      />
      <p className="text-xs text-zinc-600 dark:text-zinc-300">
        {late
          ? t('image.progress.late', { elapsed, estimate })
          : t('image.progress.time', { elapsed, estimate })}
      </p>
    </div>
  );
}
