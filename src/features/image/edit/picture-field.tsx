import { X } from 'lucide-react';
import { useContext, useEffect, useId, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/control';
import { ErrorLine } from '@/components/ui/field';
import { FilePicker } from '@/components/ui/file-picker';
import { FieldIdPrefix, fieldId } from '@/components/ui/form/use-field-control';
import { useGatewayConnection } from '@/gateway/connection';
import { describeError } from '@/gateway/errors';
import { useT } from '@/i18n/use-t';
import { t as translate } from '@/i18n/i18n';
import { dataUrlOf } from '@/jobs/frames/frame-start';
import { grabFrame } from '@/jobs/frames/grab-frame';
import { pictureAsPng } from '@/jobs/frames/picture-png';
import { resultBlob, resultFrameSource } from '@/jobs/frames/result-bytes';
import type { Job } from '@/jobs/job';
import { getJob } from '@/jobs/ledger/reads';
import { LibraryPictures, type PickedResult } from '@/jobs/ui/library-pictures';
import { formatClock } from '@/lib/time';
import { settleHanded, useHandedToEdit } from './hand-over';
import {
  EDIT_FORM_PICTURES_MAX,
  EDIT_PICTURE_TYPES,
  type EditPicture,
  type ImageEditFormInput,
} from './schema';

/** A frame of a video for editing: its own size within a long side, no least size, any shape. */
const FRAME_FOR_EDIT = { minPx: 16, maxAspect: 10, maxBytes: 20 * 1024 * 1024 };

/** A picture's bytes read and drawn as the PNG the edit sends, with what the checks look at. */
async function pictureFrom(
  blob: Blob,
  name: string,
  from: EditPicture['from'],
): Promise<EditPicture> {
  const drawn = await pictureAsPng(blob, name);
  return {
    png: drawn.dataUrl,
    name,
    // A kept copy or a fetched picture may not say its type; it was drawn, so it is a picture.
    type: blob.type === '' ? 'image/png' : blob.type,
    bytes: blob.size,
    width: drawn.width,
    height: drawn.height,
    from,
  };
}

/**
 * The pictures an edit is made of (issue 56): a file, a picture from the Library, a frame of a
 * Library video, or one handed over by "Edit this picture". Each is read in the browser and drawn
 * once as a PNG; the form's schema checks what was chosen (type, bytes, count) and says so here.
 */
export function PictureField() {
  const t = useT();
  const id = fieldId(useContext(FieldIdPrefix) ?? 'image-edit', 'pictures');
  const { setValue, clearErrors } = useFormContext<ImageEditFormInput>();
  const pictures = (useWatch<ImageEditFormInput>({ name: 'pictures' }) ?? []) as EditPicture[];
  const { errors } = useFormState<ImageEditFormInput>({ name: 'pictures' });
  const schemaError = errors.pictures?.message ?? errors.pictures?.root?.message;
  const itemError = Array.isArray(errors.pictures)
    ? (errors.pictures as { message?: string }[]).find((e) => e?.message)?.message
    : undefined;
  const { client } = useGatewayConnection();
  const [reading, setReading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [video, setVideo] = useState<PickedResult | null>(null);
  const [at, setAt] = useState('0');
  const [pickerKey, setPickerKey] = useState(0);
  const frameId = useId();
  const handed = useHandedToEdit();
  const error = problem ?? itemError ?? schemaError;
  const full = pictures.length >= EDIT_FORM_PICTURES_MAX;

  function put(next: EditPicture[]) {
    // A new first picture makes any painted mask the wrong size: it goes with the old picture.
    if (next[0]?.png !== pictures[0]?.png) setValue('mask', null);
    setValue('pictures', next, { shouldDirty: true, shouldValidate: true });
  }

  async function read(name: string, load: () => Promise<EditPicture>, replace = false) {
    setReading(name);
    setProblem(null);
    clearErrors('pictures');
    try {
      const picture = await load();
      put(replace ? [picture] : [...pictures, picture]);
    } catch (cause) {
      setProblem(
        translate('image.edit.picture.unreadable', { name, reason: describeError(cause) }),
      );
    } finally {
      setReading(null);
    }
  }

  const fromResult = (job: Job, slot: number, name: string) => async () =>
    pictureFrom(await resultBlob(job, slot, client), name, { jobId: job.id, slot, at: null });

  // A picture handed over from a result: it becomes the picture edited (the first), once.
  useEffect(() => {
    if (handed === null) return;
    settleHanded(handed);
    // The form is below the text-to-image one: the picture arriving is brought into view.
    document.getElementById('image-edit')?.scrollIntoView?.({ block: 'start' });
    void (async () => {
      const job = await getJob(handed.jobId);
      if (job === undefined) return;
      await read(handed.name, fromResult(job, handed.slot, handed.name), true);
    })();
    // `read` and `fromResult` are this render's; the hand-over is what starts it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handed]);

  async function takeFrame(picked: PickedResult) {
    const seconds = Math.max(0, Number(at) || 0);
    const name = translate('image.edit.picture.frameName', {
      name: picked.name,
      time: formatClock(seconds),
    });
    await read(name, async () => {
      const source = await resultFrameSource(picked.job, picked.slot, client);
      const grabbed = await grabFrame(source, seconds, FRAME_FOR_EDIT, { name: 'frame.png' });
      return {
        png: await dataUrlOf(grabbed.file),
        name,
        type: 'image/png',
        bytes: grabbed.file.size,
        width: grabbed.width,
        height: grabbed.height,
        from: { jobId: picked.job.id, slot: picked.slot, at: grabbed.at },
      };
    });
    setVideo(null);
  }

  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? `${id}-error` : `${id}-hint`}
    >
      <legend className="text-sm font-medium">{t('image.edit.pictures')}</legend>
      {pictures.length > 0 ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {pictures.map((picture, index) => (
            <li
              key={`${index}-${picture.name}`}
              className="flex min-w-0 flex-col gap-1 rounded-md border border-line p-1"
            >
              <img
                src={picture.png}
                alt={t('image.edit.picture.alt', { n: index + 1, name: picture.name })}
                className="aspect-square w-full rounded bg-well object-contain"
              />
              <span className="truncate text-xs" title={picture.name}>
                {picture.name}
              </span>
              <span className="text-xs text-muted">
                {t('image.edit.picture.size', { width: picture.width, height: picture.height })}
              </span>
              <Button
                variant="ghost"
                className="self-start text-xs"
                aria-label={t('image.edit.picture.remove', { name: picture.name })}
                onClick={() => put(pictures.filter((_, i) => i !== index))}
              >
                <X aria-hidden="true" focusable="false" className="size-3.5" />
                {t('image.edit.picture.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={id} className="text-sm">
        {t('image.edit.file')}
      </label>
      <FilePicker
        key={pickerKey}
        id={id}
        accept={EDIT_PICTURE_TYPES.join(',')}
        disabled={full || reading !== null}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setPickerKey((k) => k + 1);
          if (file === undefined) return;
          void read(file.name, () => pictureFrom(file, file.name, null));
        }}
      />
      <details className="rounded-md border border-line p-2">
        <summary className="cursor-pointer text-sm font-medium">
          {t('image.edit.fromLibrary')}
        </summary>
        <div className="mt-2 flex flex-col gap-2">
          <LibraryPictures
            videos
            disabled={full || reading !== null}
            onPick={(picked, kind) => {
              if (kind === 'video') setVideo(picked);
              else void read(picked.name, fromResult(picked.job, picked.slot, picked.name));
            }}
          />
          {video !== null ? (
            <div
              role="group"
              aria-label={t('image.edit.frame.group', { name: video.name })}
              className="flex flex-wrap items-end gap-2"
            >
              <div className="flex flex-col gap-1">
                <label htmlFor={frameId} className="text-sm">
                  {t('image.edit.frameAt')}
                </label>
                <input
                  id={frameId}
                  type="number"
                  min={0}
                  step={0.1}
                  inputMode="decimal"
                  value={at}
                  onChange={(e) => setAt(e.currentTarget.value)}
                  className={`${controlClass} w-28`}
                />
              </div>
              <Button
                variant="secondary"
                disabled={reading !== null}
                onClick={() => void takeFrame(video)}
              >
                {t('image.edit.frame.take')}
              </Button>
            </div>
          ) : null}
        </div>
      </details>
      {reading !== null ? (
        <p role="status" className="text-sm text-muted">
          {t('image.edit.picture.reading', { name: reading })}
        </p>
      ) : null}
      {error ? (
        <ErrorLine id={`${id}-error`}>{error}</ErrorLine>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {t('image.edit.pictures.hint', { max: EDIT_FORM_PICTURES_MAX })}
        </p>
      )}
    </fieldset>
  );
}
