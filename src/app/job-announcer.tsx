import { useEffect, useState } from 'react';
import { isTerminal, type JobStatus } from '@/jobs/status';
import type { Job } from '@/jobs/job';
import { jobName } from '@/jobs/lineage';
import { watchLedgerIndex } from '@/jobs/ledger/use-ledger';
import { t as translate } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { navigate } from '@/lib/hash-route';
import { notifyWanted } from '@/lib/notify-preference';
import { kindViews } from './registry';
import { jobsEnded, tabHidden } from './unseen';

interface Ended {
  id: string;
  /** "Video job finished" / "Video job failed". */
  what: string;
  /** What the job is called (`jobName`): a song's title, not its lyrics (issue 54). */
  name: string;
}

/**
 * A desktop notification for a job that ended while the tab was hidden (opted in, allowed): it
 * names the job, and a click brings the tab forward with the job open in the library. The job's
 * id is its tag, so several tabs of the studio hearing the same news show it once.
 */
function notify(job: Ended) {
  try {
    const notification = new Notification(job.what, {
      body: job.name.slice(0, 160),
      tag: job.id,
      icon: './favicon.svg',
    });
    notification.onclick = () => {
      window.focus();
      navigate('/library', { open: job.id });
      notification.close();
    };
  } catch {
    // Some browsers allow notifications only from a service worker; the title still counts.
  }
}

/** Adds `job` to `ended` when it has just become terminal (its status before was `before`). */
function endedNow(job: Job, before: JobStatus | undefined, ended: Ended[]) {
  if (before === job.status || !isTerminal(job.status)) return;
  const kind = kindViews[job.kind]?.label ?? job.kind;
  // Read when the job ends (outside render), in the language showing then.
  ended.push({
    id: job.id,
    what:
      job.status === 'succeeded'
        ? translate('app.announce.finished', { kind })
        : translate('app.announce.failed', { kind }),
    name: jobName(job),
  });
}

/**
 * Says out loud, politely, when a job finishes or fails: otherwise only a badge changes, which a
 * screen reader never hears. Jobs already finished when the page opened are not announced. The
 * same news, while the tab is hidden, counts in its title and (opted in) becomes a notification.
 */
export function JobAnnouncer() {
  const t = useT();
  const [message, setMessage] = useState('');
  useEffect(() => {
    // Each job's status at the last version seen; after the first read only the changed rows are
    // looked at, so a poll tick costs one record however large the library is.
    let seen: { version: number; status: Map<string, JobStatus> } | null = null;
    return watchLedgerIndex((snapshot) => {
      const ended: Ended[] = [];
      const changed = seen === null ? null : snapshot.changedSince(seen.version);
      if (seen === null || changed === null) {
        const status = new Map<string, JobStatus>();
        for (const entry of snapshot.entries) {
          if (!entry.ok) continue;
          status.set(entry.job.id, entry.job.status);
          if (seen !== null) endedNow(entry.job, seen.status.get(entry.job.id), ended);
        }
        seen = { version: snapshot.version, status };
      } else {
        for (const id of changed) {
          const entry = snapshot.get(id);
          if (!entry?.ok) {
            seen.status.delete(id);
            continue;
          }
          endedNow(entry.job, seen.status.get(id), ended);
          seen.status.set(id, entry.job.status);
        }
        seen.version = snapshot.version;
      }
      if (ended.length === 0) return;
      setMessage(
        ended
          .map((e) =>
            e.name
              ? translate('app.announce.withPrompt', {
                  what: e.what,
                  prompt: e.name.slice(0, 80),
                })
              : e.what,
          )
          .join(translate('app.announce.separator')),
      );
      jobsEnded(ended.length);
      if (tabHidden() && notifyWanted()) for (const job of ended) notify(job);
    });
  }, []);
  return (
    <div role="status" aria-live="polite" aria-label={t('app.announce.label')} className="sr-only">
      {message}
    </div>
  );
}
