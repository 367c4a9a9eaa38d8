import { Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import type { Character } from '@/jobs/characters/characters';
import type { Job } from '@/jobs/job';
import { CharacterDialog } from '@/jobs/ui/characters/lazy-character-dialog';
import { castOf, sameForEvery } from './shot-characters';
import type { Storyboard } from './storyboard-db';

type Change = (edit: (board: Storyboard) => Storyboard) => void;

/**
 * Above the shots (issue 56): **Same characters for every shot** — one edit of the board that
 * wants everyone any shot has in each shot (the shots that lack someone then offer to be made
 * again with them) — and **Characters…**, the character dialog.
 */
export function SameCharacters({
  board,
  jobOf,
  characters,
  onChange,
}: {
  board: Storyboard;
  jobOf: (id: string) => Job | undefined;
  characters: readonly Character[];
  onChange: Change;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const anyone = board.shots.some((s) => castOf(s, jobOf(s.jobId), characters).wanted.length > 0);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        disabled={!anyone || board.shots.length < 2}
        onClick={() => onChange((b) => ({ ...b, shots: sameForEvery(b.shots, jobOf, characters) }))}
      >
        <Users aria-hidden="true" focusable="false" className="size-4" />
        {t('storyboard.characters.same')}
      </Button>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        {t('storyboard.characters.manage')}
      </Button>
      {open ? <CharacterDialog open onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
