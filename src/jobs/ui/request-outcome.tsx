import { useEffect, useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { describeError } from '@/gateway/errors';
import { useT } from '@/i18n/use-t';
import type { Cancellable } from '@/lib/use-cancellable';
import { useHeldWhilePressed } from './pointer-presses';

/**
 * While one request that creates nothing is open (a link's summary, a GPT search; issue 55): the
 * seconds it has taken, a bar of time (the gateway says nothing until it answers, so the bar is
 * time, not progress reported, and stops short of full; `expectSeconds` sets its pace) and
 * **Cancel**, which drops the request and its answer.
 */
function Waiting({
  what,
  note,
  expectSeconds,
  startedAt,
  onCancel,
}: {
  what: string;
  note: string | undefined;
  expectSeconds: number;
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
        value={Math.min(95, Math.round((elapsed / expectSeconds) * 100))}
        label={t('request.progress')}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted">
          {t('request.elapsed', { what, elapsed })}
          {note === undefined ? null : ` ${note}`}
        </p>
        <Button variant="secondary" onClick={onCancel}>
          {t('request.cancel')}
        </Button>
      </div>
    </div>
  );
}

/**
 * What such a request shows besides its answer: its progress with Cancel while open, the error
 * when it failed (the gateway's words, as every request says them), that it was cancelled. The
 * answer is the caller's to draw (`done`). A change that comes while a pointer is pressed waits
 * for the release: an answer drawn then moves what is below it from under the pointer.
 */
export function RequestOutcome<T>({
  state: latest,
  working,
  failed,
  note,
  expectSeconds = 10,
  onCancel,
  done,
}: {
  state: Cancellable<T>;
  /** What is being done, as a person reads it ("Summarizing…"). */
  working: string;
  /** The title of a failure ("The summary could not be made"). */
  failed: string;
  /** What to expect, after the seconds ("Answers about a link take 10 to 60 seconds."). */
  note?: string;
  expectSeconds?: number;
  onCancel: () => void;
  done: (value: T) => ReactNode;
}) {
  const t = useT();
  const state = useHeldWhilePressed(latest);
  switch (state.phase) {
    case 'idle':
      return null;
    case 'working':
      return (
        <Waiting
          what={working}
          note={note}
          expectSeconds={expectSeconds}
          startedAt={state.startedAt}
          onCancel={onCancel}
        />
      );
    case 'cancelled':
      return <p className="text-sm text-muted">{t('request.cancelled')}</p>;
    case 'failed':
      return (
        <Alert tone="danger" title={failed} live>
          {describeError(state.error)}
        </Alert>
      );
    case 'done':
      return done(state.value);
  }
}
