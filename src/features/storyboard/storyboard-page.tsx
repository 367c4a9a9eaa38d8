import { Plus, Projector, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/control';
import { EmptyState } from '@/components/ui/empty-state';
import { useT } from '@/i18n/use-t';
import type { Job } from '@/jobs/job';
import type { ShotMaker } from '@/jobs/page-about';
import { useLedgerIndex } from '@/jobs/ledger/use-ledger';
import { replaceRoute, useHashRoute } from '@/lib/hash-route';
import { ExportPanel } from './export/export-panel';
import { LibraryBoardField } from './board/library-board-field';
import { FilmPreview } from './preview/film-preview';
import { ShotList } from './board/shot-list';
import { ShotPicker } from './board/shot-picker';
import { SoundtrackPanel } from './board/soundtrack-panel';
import { StoryboardHeading } from './storyboard-heading';
import { ScriptShots } from './script/script-shots';
import { useBoardEdits } from './board/use-board-edits';
import {
  createStoryboard,
  deleteStoryboard,
  useStoryboards,
  type Storyboard,
} from './board/storyboard-db';

/**
 * The Storyboard (issue 28): finished takes from the library laid end to end as one film, a song
 * under them, previewed in the page and exported to one file in the browser. Several storyboards
 * are kept, each a record of its own; the one open is in the URL (`?board=`), so a film's link in
 * the library opens the storyboard it was made from.
 */
export function StoryboardPage({
  kindLabel,
  shotMakers = [],
}: {
  /** A generator's name in the language shown, by its kind: the app knows them, a feature does not. */
  kindLabel: (kind: string) => string;
  /** The generators a script's shots can be made with (the app composes them, issue 55). */
  shotMakers?: readonly ShotMaker[];
}) {
  const t = useT();
  const boards = useStoryboards();
  const route = useHashRoute();
  const index = useLedgerIndex();
  const chosenId = route.params.get('board');
  const board = boards?.find((b) => b.id === chosenId) ?? boards?.[0];
  const jobOf = (id: string): Job | undefined => {
    const entry = index?.get(id);
    return entry?.ok === true ? entry.job : undefined;
  };
  const open = (id: string) => replaceRoute('/storyboard', { board: id });
  const startNew = () => {
    void createStoryboard(t('storyboard.defaultName', { n: (boards?.length ?? 0) + 1 })).then(
      (made) => open(made.id),
    );
  };
  return (
    <section className="flex flex-col gap-6" aria-labelledby="storyboard-title">
      <StoryboardHeading>
        {/* With none yet, the empty state below holds the one way to start. */}
        {boards !== undefined && boards.length > 0 ? (
          <Button variant="secondary" onClick={startNew}>
            <Plus aria-hidden="true" focusable="false" className="size-4" />
            {t('storyboard.new')}
          </Button>
        ) : null}
      </StoryboardHeading>
      {boards === undefined ? (
        <p className="text-sm text-muted">{t('storyboard.loading')}</p>
      ) : board === undefined ? (
        <EmptyState
          icon={Projector}
          title={t('storyboard.emptyTitle')}
          action={
            <Button onClick={startNew}>
              <Plus aria-hidden="true" focusable="false" className="size-4" />
              {t('storyboard.new')}
            </Button>
          }
        >
          {t('storyboard.empty')}
        </EmptyState>
      ) : (
        <BoardEditor
          key={board.id}
          board={board}
          boards={boards}
          jobOf={jobOf}
          onOpen={open}
          libraryJobs={index?.jobs ?? []}
          kindLabel={kindLabel}
          shotMakers={shotMakers}
        />
      )}
    </section>
  );
}

function BoardEditor({
  board: stored,
  boards,
  jobOf,
  onOpen,
  libraryJobs,
  kindLabel,
  shotMakers,
}: {
  board: Storyboard;
  boards: readonly Storyboard[];
  jobOf: (id: string) => Job | undefined;
  onOpen: (id: string) => void;
  libraryJobs: readonly Job[];
  kindLabel: (kind: string) => string;
  shotMakers: readonly ShotMaker[];
}) {
  const t = useT();
  const id = useId();
  const { shown: board, change } = useBoardEdits(stored);
  const [name, setName] = useState(board.name);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end gap-3">
        {boards.length > 1 ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-open`} className="text-sm font-medium">
              {t('storyboard.open')}
            </label>
            <select
              id={`${id}-open`}
              className={controlClass}
              value={board.id}
              onChange={(e) => onOpen(e.target.value)}
            >
              {boards.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-name`} className="text-sm font-medium">
            {t('storyboard.name')}
          </label>
          <input
            id={`${id}-name`}
            className={controlClass}
            value={name}
            // Kept as typed, not when the field is left: a reload with the cursor still in it
            // would otherwise lose a name the page already shows. An emptied field keeps the last.
            onChange={(e) => {
              setName(e.target.value);
              const trimmed = e.target.value.trim();
              if (trimmed !== '' && trimmed !== board.name)
                change((b) => ({ ...b, name: trimmed }));
            }}
          />
        </div>
        <LibraryBoardField
          value={board.libraryBoard}
          onChange={(libraryBoard) => change((b) => ({ ...b, libraryBoard }))}
        />
        <Button
          variant="danger"
          onClick={() => {
            if (window.confirm(t('storyboard.deleteConfirm', { name: board.name })))
              void deleteStoryboard(board.id);
          }}
        >
          <Trash2 aria-hidden="true" focusable="false" className="size-4" />
          {t('storyboard.delete')}
        </Button>
      </div>
      {/* grid-cols-1 below lg: an implicit column would be as wide as its widest content. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-6">
          <ScriptShots board={board} makers={shotMakers} />
          <ShotList board={board} jobOf={jobOf} onChange={change} />
          <SoundtrackPanel
            board={board}
            jobOf={jobOf}
            libraryJobs={libraryJobs}
            onChange={change}
          />
        </div>
        <div className="flex flex-col gap-6">
          <FilmPreview board={board} jobOf={jobOf} />
          <ExportPanel board={board} jobOf={jobOf} onChange={change} />
        </div>
      </div>
      <ShotPicker board={board} libraryJobs={libraryJobs} kindLabel={kindLabel} onChange={change} />
    </div>
  );
}
