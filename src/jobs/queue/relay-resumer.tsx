import { useEffect } from 'react';
import { useProfileConnections } from '@/gateway/connection';
import { onRelayStored, relayInFlight, setAnswersOnTheirWay } from '@/gateway/create-relay';
import { listQueueJobs } from './queue-reads';
import { awaitingAnswer, replayStoredAnswer } from './resume-relayed';

/**
 * The page coming back (decision 039): at start, each create still `submitting` with no id is
 * looked up at the studio's service worker. Still under way there: its card says the answer is on
 * its way (not "id unknown") until the worker says it is stored. Answered: the stored answer is
 * written now and the job followed. Unknown to the worker (no worker, or it was stopped): as
 * before, "id unknown". Mounted once at the root in every tab; the job's lock picks one tab.
 */
export function RelayResumer() {
  const connections = useProfileConnections();
  useEffect(() => {
    let live = true;
    const stop = onRelayStored((jobId) => {
      setAnswersOnTheirWay((ids) => new Set([...ids].filter((id) => id !== jobId)));
      void replayStoredAnswer(jobId, connections);
    });
    void (async () => {
      const waiting = awaitingAnswer(await listQueueJobs());
      if (waiting.length === 0 || !live) return;
      const inFlight = await relayInFlight(waiting.map((job) => job.id));
      if (!live) return;
      setAnswersOnTheirWay((ids) => new Set([...ids, ...inFlight]));
      for (const job of waiting)
        if (!inFlight.has(job.id)) await replayStoredAnswer(job.id, connections);
    })();
    return () => {
      live = false;
      stop();
    };
  }, [connections]);
  return null;
}
