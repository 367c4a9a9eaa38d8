import { Pencil, Plus, Trash2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { describeError } from '@/gateway/errors';
import { useT } from '@/i18n/use-t';
import { CharacterEditor } from './character-editor';
import { emptyDraft, type CharacterDraft } from '@/jobs/characters/characters';
import { removeCharacter, useCharacters, type Character } from '@/jobs/characters/characters';

/** One character in the list: its pictures, name and words, Edit and Remove (asked first). */
function CharacterRow({ character, onEdit }: { character: Character; onEdit: () => void }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <li
      data-character={character.name}
      className="flex flex-col gap-2 rounded-lg border border-line p-3 sm:flex-row sm:items-start"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <div className="flex shrink-0 gap-1">
          {character.pictures.map((picture, index) => (
            <img
              key={picture.id}
              src={picture.dataUrl}
              alt={t('character.picture.alt', { n: index + 1, name: character.name })}
              className="size-10 rounded bg-well object-cover sm:size-14"
            />
          ))}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="font-semibold break-words">@{character.name}</p>
          {character.description !== '' ? (
            <p className="text-sm break-words text-muted">{character.description}</p>
          ) : null}
          {failed !== null ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {failed}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {asking ? (
          <>
            <span className="text-sm">
              {t('character.remove.question', { name: character.name })}
            </span>
            <Button
              variant="danger"
              onClick={() =>
                void removeCharacter(character.id).catch((e: unknown) =>
                  setFailed(describeError(e)),
                )
              }
            >
              <Trash2 aria-hidden="true" focusable="false" className="size-4" />
              {t('character.remove.confirm')}
            </Button>
            <Button variant="ghost" onClick={() => setAsking(false)}>
              <Undo2 aria-hidden="true" focusable="false" className="size-4" />
              {t('character.remove.keep')}
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="secondary"
              aria-label={t('character.edit', { name: character.name })}
              onClick={onEdit}
            >
              <Pencil aria-hidden="true" focusable="false" className="size-4" />
              {t('character.editShort')}
            </Button>
            <Button
              variant="ghost"
              aria-label={t('character.remove', { name: character.name })}
              onClick={() => setAsking(true)}
            >
              <Trash2 aria-hidden="true" focusable="false" className="size-4" />
              {t('character.removeShort')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

/**
 * **Characters** (issue 56; a dialog, decision 045): the studio's characters, each with Edit and
 * Remove, and **New character**. Opened from where characters are named — the `@` list under any
 * prompt, the storyboard — so a person makes one without leaving what they were writing; closing
 * it puts focus back where it was. `start` opens straight on a new character (with a name typed
 * after `@`) or on one to change.
 */
export function CharacterDialog({
  open,
  onClose,
  start = null,
}: {
  open: boolean;
  onClose: () => void;
  start?: CharacterDraft | null;
}) {
  const t = useT();
  const characters = useCharacters();
  const [editing, setEditing] = useState<CharacterDraft | null>(start);
  const [saved, setSaved] = useState<string | null>(null);
  const list = characters ?? [];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('character.dialog.title')}
      description={t('character.dialog.description')}
      size="lg"
    >
      {editing !== null ? (
        <CharacterEditor
          key={editing.id ?? 'new'}
          start={editing}
          others={list}
          onDone={(character) => {
            setEditing(null);
            setSaved(character === null ? null : t('character.saved', { name: character.name }));
          }}
        />
      ) : (
        <div className="flex flex-col gap-3">
          {saved !== null ? (
            <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
              {saved}
            </p>
          ) : null}
          {characters === undefined ? null : list.length === 0 ? (
            <p className="text-sm text-muted">{t('character.none')}</p>
          ) : (
            <ul aria-label={t('character.list')} className="flex flex-col gap-2">
              {list.map((character) => (
                <CharacterRow
                  key={character.id}
                  character={character}
                  onEdit={() => {
                    setSaved(null);
                    setEditing({
                      id: character.id,
                      name: character.name,
                      description: character.description,
                      pictures: character.pictures,
                    });
                  }}
                />
              ))}
            </ul>
          )}
          <div>
            <Button
              onClick={() => {
                setSaved(null);
                setEditing(emptyDraft());
              }}
            >
              <Plus aria-hidden="true" focusable="false" className="size-4" />
              {t('character.new')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
