import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useT } from '@/i18n/use-t';

/** A link's answers usually come within this many seconds (field notes: 10 to 60). */
const EXPECTED_SECONDS = 60;

/**
 * While a link's request is open: the seconds it has taken, a bar of time (the gateway says nothing
 * until it answers, so the bar is time, not progress reported, and stops short of full) and
 * **Cancel**, which drops the request and its answer.
 */
export function LinkProgress({
  what,
  startedAt,
  onCancel,
}: {
  what: string;
  startedAt: number;
  onCancel: () => void;
}) {
  const t = useT();
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    // A clock for the words, not a poll: nothing is asked of the gateway.
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const elapsed = Math.max(0, Math.floor((now - startedAt) / 1000));
  return (
    <div className="flex flex-col gap-2" role="status">
      <ProgressBar
        value={Math.min(95, Math.round((elapsed / EXPECTED_SECONDS) * 100))}
        label={t('links.progress.label')}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted">{t('links.progress.time', { what, elapsed })}</p>
        <Button variant="secondary" onClick={onCancel}>
          {t('links.cancel')}
        </Button>
      </div>
    </div>
  );
}
