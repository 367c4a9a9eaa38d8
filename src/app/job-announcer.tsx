import { useEffect, useState } from 'react';
import { isTerminal, type JobStatus } from '@/jobs/status';
import { watchLedger } from '@/jobs/use-ledger';
import { kindViews } from './registry';

/**
 * Says out loud, politely, when a job finishes or fails: otherwise only a badge changes, which a
 * screen reader never hears. Jobs already finished when the page opened are not announced.
 */
export function JobAnnouncer() {
  const [message, setMessage] = useState('');
  useEffect(() => {
    let previous: Map<string, JobStatus> | null = null;
    return watchLedger((entries) => {
      const current = new Map<string, JobStatus>();
      const news: string[] = [];
      for (const entry of entries) {
        if (!entry.ok) continue;
        const { job } = entry;
        current.set(job.id, job.status);
        const before = previous?.get(job.id);
        if (previous !== null && before !== job.status && isTerminal(job.status)) {
          const kind = kindViews[job.kind]?.label ?? job.kind;
          const what = job.prompt ? `: ${job.prompt.slice(0, 80)}` : '';
          news.push(`${kind} job ${job.status === 'succeeded' ? 'finished' : 'failed'}${what}`);
        }
      }
      previous = current;
      if (news.length > 0) setMessage(news.join('. '));
    });
  }, []);
  return (
    <div role="status" aria-live="polite" aria-label="Job updates" className="sr-only">
      {message}
    </div>
  );
}
