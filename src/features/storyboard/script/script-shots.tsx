import { ScrollText } from 'lucide-react';
import { lazy, useRef, useState } from 'react';
import { useT } from '@/i18n/use-t';
import { boardNamed } from '@/jobs/boards/board-named';
import { useBoards } from '@/jobs/boards/boards-db';
import { useCreate } from '@/jobs/create/use-create-job';
import type { ShotMaker } from '@/jobs/page-about';
import { LazyDialogLauncher } from '@/jobs/ui/lazy-dialog-launcher';
import { queueManySaid, type QueueManyState } from '@/jobs/ui/queue-many';
import { newShot, updateStoryboard, type Storyboard } from '../board/storyboard-db';
import type { ShotToMake } from './script-rows';

// The dialog, the chat reader and the rows: fetched when the button is first used.
const ScriptDialog = lazy(() => import('./script-dialog'));

const words = {
  queuing: 'storyboard.script.queuing',
  queued: 'storyboard.script.queued',
  queuedSome: 'storyboard.script.queuedSome',
  failed: 'storyboard.script.failed',
} as const;

/**
 * "Write shots from a script" on a storyboard (issue 55 item 3), and what became of the shots it
 * made. **Make N shots** queues them through the one create path (the studio's queue: beyond
 * "Jobs at once" they wait) on the storyboard's Library board — its own, else the board of its
 * name, made if there is none, which becomes its own — and lays each into the storyboard, in order,
 * the moment its record is written: a placeholder that fills in when its take finishes, with the
 * caption the model wrote (or the person fixed).
 */
export function ScriptShots({
  board,
  makers,
}: {
  board: Storyboard;
  makers: readonly ShotMaker[];
}) {
  const t = useT();
  // A new dialog after shots were made: the next script starts from nothing.
  const [session, setSession] = useState(0);
  const [state, setState] = useState<QueueManyState>({ phase: 'idle' });
  // The key only groups these creates; each job's kind is its creator's.
  const create = useCreate('storyboard-script');
  const boards = useBoards();
  const busy = useRef(false);

  async function make(shots: ShotToMake[]) {
    if (busy.current || shots.length === 0) return;
    busy.current = true;
    setSession((n) => n + 1);
    create.reset();
    try {
      const own = boards?.find((b) => b.id === board.libraryBoard);
      const libraryBoard = own ?? (await boardNamed(board.name));
      if (own === undefined)
        await updateStoryboard(board.id, (b) => ({ ...b, libraryBoard: libraryBoard.id }));
      setState({ phase: 'queuing', name: libraryBoard.name, count: shots.length });
      create.submitAll(
        shots.map(({ creator, caption }) => ({
          creator,
          boards: [libraryBoard.id],
          // Written straight to the storyboard (not through the page's edits): a shot recorded
          // after the person has left the page still goes in, in its place.
          onRecorded: (jobId) =>
            void updateStoryboard(board.id, (b) => ({
              ...b,
              shots: [...b.shots, { ...newShot(jobId, 0, null), caption }],
            })),
        })),
      );
    } catch (error) {
      setState({ phase: 'failed', reason: error instanceof Error ? error.message : String(error) });
    } finally {
      busy.current = false;
    }
  }

  if (makers.length === 0) return null;
  return (
    <LazyDialogLauncher
      icon={ScrollText}
      label={t('storyboard.script.button')}
      said={queueManySaid(t, words, state, create)}
      dialog={(open, close) => (
        <ScriptDialog
          key={session}
          open={open}
          onClose={close}
          makers={makers}
          filmAspect={board.aspect}
          onMake={(shots) => {
            close();
            void make(shots);
          }}
        />
      )}
    />
  );
}
