import { useEffect, useState } from 'react';
import { useProfileConnections } from '@/gateway/connection';
import { dueToSend, nextWakeAt } from './rules';
import { queueOrigin, useQueueJobs, useQueueSettings } from './queue-store';
import { sendWaiting } from './send-waiting';
import { useQueueLeadership } from './queue-leadership';

/**
 * The queue at work: mounted once at the root in every tab; the leader tab sends the waiting jobs
 * this browser queued as their profiles' slots free, and looks again when a 429's wait or a
 * lowered cap ends. Every decision is the pure rules' (`rules.ts`).
 */
export function QueueRunner() {
  const leader = useQueueLeadership();
  const jobs = useQueueJobs();
  const settings = useQueueSettings();
  const connections = useProfileConnections();
  const [wakes, setWakes] = useState(0);
  useEffect(() => {
    if (!leader || jobs === undefined) return;
    const now = Date.now();
    for (const job of dueToSend(jobs, settings, now, queueOrigin()))
      void sendWaiting(job, connections);
    const wake = nextWakeAt(jobs, settings, now);
    if (wake === null) return;
    const timer = setTimeout(() => setWakes((n) => n + 1), Math.max(50, wake - now));
    return () => clearTimeout(timer);
  }, [leader, jobs, settings, connections, wakes]);
  return null;
}
