import { X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass, describedBy } from '@/components/ui/control';
import { ErrorLine, Field } from '@/components/ui/field';
import { FilePicker } from '@/components/ui/file-picker';
import { useGatewayConnection } from '@/gateway/connection';
import { describeError } from '@/gateway/errors';
import { t as translate } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { pictureAsSmallJpeg } from '@/jobs/frames/picture-png';
import { resultBlob } from '@/jobs/frames/result-bytes';
import { LibraryPictures } from '@/jobs/ui/library-pictures';
import { randomId } from '@/lib/id';
import { checkDraft, type DraftProblems } from '@/jobs/characters/character-draft';
import {
  type CharacterDraft,
  CHARACTER_PICTURES_MAX,
  CHARACTER_PICTURE_CHARS,
  CHARACTER_PICTURE_SIDE,
  putCharacter,
  type Character,
  type CharacterPicture,
} from '@/jobs/characters/characters';

/** A picture read and kept small, inside the character (decision 045). */
async function keptPicture(
  blob: Blob,
  name: string,
  from: CharacterPicture['from'],
): Promise<CharacterPicture> {
  const small = await pictureAsSmallJpeg(blob, {
    maxSide: CHARACTER_PICTURE_SIDE,
    maxChars: CHARACTER_PICTURE_CHARS,
  });
  return { id: randomId(), ...small, name, from };
}

/**
 * One character being made or changed: **Character name** (one word: what `@` finds),
 * **Description**, and one to three pictures from files or the Library. **Save character** checks
 * it (`checkDraft`) and keeps it; nothing is sent anywhere.
 */
export function CharacterEditor({
  start,
  others,
  onDone,
}: {
  start: CharacterDraft;
  others: readonly Character[];
  onDone: (saved: Character | null) => void;
}) {
  const t = useT();
  const id = useId();
  const { client } = useGatewayConnection();
  const [draft, setDraft] = useState(start);
  const [problems, setProblems] = useState<DraftProblems>({});
  const [reading, setReading] = useState<string | null>(null);
  const [readFailed, setReadFailed] = useState<string | null>(null);
  const [saveFailed, setSaveFailed] = useState<string | null>(null);
  const full = draft.pictures.length >= CHARACTER_PICTURES_MAX;

  async function add(name: string, load: () => Promise<CharacterPicture>) {
    setReading(name);
    setReadFailed(null);
    try {
      const picture = await load();
      setDraft((d) => ({
        ...d,
        pictures: [...d.pictures, picture].slice(0, CHARACTER_PICTURES_MAX),
      }));
      setProblems((p) => ({ ...p, pictures: undefined }));
    } catch (error) {
      setReadFailed(
        translate('character.picture.unreadable', { name, reason: describeError(error) }),
      );
    } finally {
      setReading(null);
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    // Opened from a prompt, this form sits inside a generator's form in React's tree: its submit
    // must not reach that one (React's events bubble through portals).
    event.stopPropagation();
    const checked = checkDraft(draft, others);
    if (!checked.ok) {
      setProblems(checked.problems);
      const first = (['name', 'description', 'pictures'] as const).find((f) => checked.problems[f]);
      document.getElementById(`${id}-${first ?? 'name'}`)?.focus();
      return;
    }
    try {
      await putCharacter(checked.character);
      onDone(checked.character);
    } catch (error) {
      setSaveFailed(describeError(error));
    }
  }

  const picturesError = problems.pictures ?? readFailed ?? undefined;
  return (
    <form
      aria-label={
        draft.id === null
          ? t('character.editor.new')
          : t('character.editor.edit', { name: start.name })
      }
      onSubmit={(e) => void save(e)}
      noValidate
      className="flex flex-col gap-4"
    >
      <Field
        id={`${id}-name`}
        label={t('character.name')}
        hint={t('character.name.hint')}
        error={problems.name}
      >
        <input
          value={draft.name}
          maxLength={80}
          autoComplete="off"
          aria-required="true"
          {...describedBy(`${id}-name`, problems.name)}
          onChange={(e) => {
            const name = e.currentTarget.value;
            setDraft((d) => ({ ...d, name }));
          }}
          className={controlClass}
        />
      </Field>
      <Field
        id={`${id}-description`}
        label={t('character.description')}
        hint={t('character.description.hint')}
        error={problems.description}
      >
        <textarea
          rows={2}
          value={draft.description}
          {...describedBy(`${id}-description`, problems.description)}
          onChange={(e) => {
            const description = e.currentTarget.value;
            setDraft((d) => ({ ...d, description }));
          }}
          className={controlClass}
        />
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">{t('character.pictures')}</legend>
        {draft.pictures.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {draft.pictures.map((picture, index) => (
              <li key={picture.id} className="flex w-24 flex-col gap-1">
                <img
                  src={picture.dataUrl}
                  alt={t('character.picture.alt', { n: index + 1, name: picture.name })}
                  className="aspect-square w-24 rounded bg-well object-cover"
                />
                <Button
                  variant="ghost"
                  className="self-start text-xs"
                  aria-label={t('character.picture.remove', { n: index + 1 })}
                  onClick={() =>
                    setDraft((d) => ({
                      ...d,
                      pictures: d.pictures.filter((p) => p.id !== picture.id),
                    }))
                  }
                >
                  <X aria-hidden="true" focusable="false" className="size-3.5" />
                  {t('character.picture.removeShort')}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <label htmlFor={`${id}-pictures`} className="text-sm">
          {t('character.picture.file')}
        </label>
        <FilePicker
          accept="image/png,image/jpeg,image/webp"
          disabled={full || reading !== null}
          {...describedBy(`${id}-pictures`, picturesError)}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file !== undefined) void add(file.name, () => keptPicture(file, file.name, null));
          }}
        />
        <details className="rounded-md border border-line p-2">
          <summary className="cursor-pointer text-sm font-medium">
            {t('character.picture.fromLibrary')}
          </summary>
          <div className="mt-2">
            <LibraryPictures
              disabled={full || reading !== null}
              onPick={(picked) =>
                void add(picked.name, async () =>
                  keptPicture(await resultBlob(picked.job, picked.slot, client), picked.name, {
                    jobId: picked.job.id,
                    slot: picked.slot,
                  }),
                )
              }
            />
          </div>
        </details>
        {reading !== null ? (
          <p role="status" className="text-sm text-muted">
            {t('character.picture.reading', { name: reading })}
          </p>
        ) : null}
        {picturesError ? (
          <ErrorLine id={`${id}-pictures-error`}>{picturesError}</ErrorLine>
        ) : (
          <p id={`${id}-pictures-hint`} className="text-xs text-muted">
            {t('character.pictures.hint', { max: CHARACTER_PICTURES_MAX })}
          </p>
        )}
      </fieldset>
      {saveFailed !== null ? <ErrorLine>{saveFailed}</ErrorLine> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={reading !== null}>
          {t('character.save')}
        </Button>
        <Button variant="secondary" onClick={() => onDone(null)}>
          {t('character.cancel')}
        </Button>
      </div>
    </form>
  );
}
