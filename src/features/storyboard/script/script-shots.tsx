import { ScrollText } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { boardNamed } from '@/jobs/boards/board-named';
import { useBoards } from '@/jobs/boards/boards-db';
import { useCreate } from '@/jobs/create/use-create-job';
import type { ShotMaker } from '@/jobs/page-about';
import { newShot, updateStoryboard, type Storyboard } from '../board/storyboard-db';
import type { ShotToMake } from './script-rows';

// The dialog, the chat reader and the rows: fetched when the button is first used.
const ScriptDialog = lazy(() => import('./script-dialog'));

type MakeState =
  | { phase: 'idle' }
  | { phase: 'queuing'; name: string; count: number }
  | { phase: 'failed'; reason: string };

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
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  // A new dialog after shots were made: the next script starts from nothing.
  const [session, setSession] = useState(0);
  const [state, setState] = useState<MakeState>({ phase: 'idle' });
  // The key only groups these creates; each job's kind is its creator's.
  const create = useCreate('storyboard-script');
  const boards = useBoards();
  const busy = useRef(false);

  async function make(shots: ShotToMake[]) {
    if (busy.current || shots.length === 0) return;
    busy.current = true;
    setOpen(false);
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

  let said: string | null = null;
  const { outcome, error } = create;
  if (state.phase === 'failed') said = t('storyboard.script.failed', { reason: state.reason });
  else if (state.phase === 'queuing') {
    if (create.isPending || (outcome === undefined && error === null))
      said = t('storyboard.script.queuing', { count: state.count, name: state.name });
    else if (error !== null) said = t('storyboard.script.failed', { reason: error.message });
    else if (outcome !== undefined)
      said =
        outcome.errors.length === 0
          ? t('storyboard.script.queued', { count: outcome.jobIds.length, name: state.name })
          : t('storyboard.script.queuedSome', {
              count: outcome.jobIds.length,
              name: state.name,
              failed: outcome.errors.length,
              reason: outcome.errors[0]?.message ?? '',
            });
  }

  if (makers.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
        >
          <ScrollText aria-hidden="true" focusable="false" className="size-4" />
          {t('storyboard.script.button')}
        </Button>
      </div>
      <p role="status" className="text-sm text-muted empty:hidden">
        {said}
      </p>
      {used ? (
        <Suspense fallback={null}>
          <ScriptDialog
            key={session}
            open={open}
            onClose={() => setOpen(false)}
            makers={makers}
            filmAspect={board.aspect}
            onMake={(shots) => void make(shots)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
