import { ErrorLine } from '@/components/ui/field';
import { useT } from '@/i18n/use-t';
import { word, type StoredMessage } from '@/i18n/i18n';
import { useContext, useEffect, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { controlClass, describedBy } from '@/components/ui/control';
import { FilePicker } from '@/components/ui/file-picker';
import { FieldLabelsContext, useLostFile, usePendingValue } from '@/components/ui/form/form-aids';
import { FieldIdPrefix, fieldId } from '@/components/ui/form/use-field-control';
import { cn } from '@/lib/cn';
import { useBlobSource } from '@/lib/use-blob-source';
import { peekFrame, settleFrame } from '@/jobs/forms/frame-handoff';
import { carriesFiles, fileFromTransfer } from './image-transfer';
import { measureImageFile, measureImageUrl } from './read-image';
import type { FirstFrame, VideoFormInput } from './schema';

type Source = FirstFrame['source'];

/** The file input's description: the request for a file that was not kept comes first, before the hint. */
function fileDescription<T extends { 'aria-describedby': string | undefined }>(
  props: T,
  lostName: string | undefined,
  id: string,
): T {
  if (lostName === undefined || props['aria-describedby'] !== `${id}-hint`) return props;
  return { ...props, 'aria-describedby': `${id}-lost ${id}-hint` };
}

/**
 * The picture of the first frame in use: a file's own bytes through an object URL (a frame of a
 * result lives only in memory), a URL's image as linked. Seeing it is how a person knows the
 * right image arrived (issue 38 item 5), not its name and size alone.
 */
function FramePreview({ frame, file }: { frame: FirstFrame; file: Blob | null }) {
  const t = useT();
  const ref = useBlobSource<HTMLImageElement>(
    frame.source === 'file' ? (file ?? undefined) : undefined,
  );
  if (frame.source === 'file' && file === null) return null;
  return (
    <img
      ref={ref}
      src={frame.source === 'url' ? frame.url : undefined}
      alt={t('video.frame.previewAlt', { name: frame.name })}
      className="max-h-40 max-w-full self-start rounded border border-zinc-200 bg-zinc-100 object-contain dark:border-zinc-700 dark:bg-zinc-800"
    />
  );
}

/**
 * The first-frame image of image to video, as a file or a URL, bound to the form's `firstFrame`.
 * The image is measured here, in the browser, so the schema can check its size and shape before
 * anything is sent. Its one error describes the control it is about: the URL box for a URL, the
 * file input otherwise. A recalled URL ("Use these settings") waits as a pending value and is
 * loaded and measured here, the same way as one typed.
 */
export function FirstFrameField() {
  const {
    field: { value, onChange },
    fieldState,
  } = useController<VideoFormInput, 'firstFrame'>({ name: 'firstFrame' });
  const pending = usePendingValue('firstFrame');
  const { trigger, clearErrors } = useFormContext<VideoFormInput>();
  // A file chosen before a reload or a look elsewhere: a draft keeps its name, not its bytes.
  const lostFile = useLostFile('firstFrame');
  const lostName = value === null ? lostFile.name : undefined;
  // A recalled URL is loaded only into an empty field: one chosen since wins.
  const recalledUrl = value === null ? pending.value : undefined;
  const [problem, setProblem] = useState<{ message: string; from: Source } | null>(null);
  // The bytes of the file in use, for its preview: the form's value keeps only what is sent.
  const [picture, setPicture] = useState<File | null>(null);
  const [urlText, setUrlText] = useState(value?.source === 'url' ? value.url : (recalledUrl ?? ''));
  const [busy, setBusy] = useState(recalledUrl !== undefined);
  const t = useT();
  const labels = useContext(FieldLabelsContext);
  const fieldLabel = t('video.firstFrame');
  useEffect(() => labels?.add('firstFrame', fieldLabel), [labels, fieldLabel]);
  const shown = problem?.message ?? fieldState.error?.message;
  const errorAt: Source = problem?.from ?? value?.source ?? 'file';
  const id = fieldId(useContext(FieldIdPrefix) ?? 'video', 'firstFrame');
  const urlId = `${id}-url`;

  async function take(from: Source, measure: () => Promise<FirstFrame>, file: File | null = null) {
    setBusy(true);
    setProblem(null);
    // Whatever comes of it, the person has dealt with the file that was not kept.
    lostFile.settle();
    try {
      const frame = await measure();
      setPicture(file);
      onChange(frame);
      // Its size and shape are judged at once, as a file that is no image is: not only at Generate.
      void trigger('firstFrame');
    } catch (e) {
      onChange(null);
      setProblem({
        message: e instanceof Error ? e.message : t('video.frame.readFailed'),
        from,
      });
    } finally {
      setBusy(false);
    }
  }

  // A frame of a result ("Use this frame") handed over in memory: taken once the field is here.
  const [handed] = useState(() => peekFrame('video', 'firstFrame'));
  const [handedNote, setHandedNote] = useState<StoredMessage | null>(null);
  useEffect(() => {
    if (handed === null) return;
    let live = true;
    measureImageFile(handed.file).then(
      (frame) => {
        if (!live) return;
        setPicture(handed.file);
        onChange(frame);
        void trigger('firstFrame');
        setHandedNote(handed.note);
        lostFile.settle();
        settleFrame(handed);
      },
      (e: unknown) => {
        if (!live) return;
        setProblem({
          message: e instanceof Error ? e.message : t('video.frame.readFailed'),
          from: 'file',
        });
        settleFrame(handed);
      },
    );
    return () => {
      live = false;
    };
    // Once, for the frame the field opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handed]);

  const { settle } = pending;
  useEffect(() => {
    if (recalledUrl === undefined) return;
    let live = true;
    measureImageUrl(recalledUrl).then(
      (frame) => {
        if (!live) return;
        onChange(frame);
        void trigger('firstFrame');
        setBusy(false);
        settle();
      },
      (e: unknown) => {
        if (!live) return;
        setProblem({
          message: e instanceof Error ? e.message : t('video.frame.readFailed'),
          from: 'url',
        });
        setBusy(false);
        settle();
      },
    );
    return () => {
      live = false;
    };
    // Once, for the URL the field opened with: later changes are the person's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recalledUrl]);

  function takeUrl() {
    const url = urlText.trim();
    if (url) void take('url', () => measureImageUrl(url));
  }

  // A dropped or pasted image goes exactly where a chosen file goes: measured, then the schema.
  const [dragging, setDragging] = useState(false);
  function takeTransfer(data: DataTransfer | null, event: React.SyntheticEvent) {
    const file = fileFromTransfer(data);
    if (file === null) return;
    event.preventDefault();
    void take('file', () => measureImageFile(file), file);
  }

  return (
    <fieldset
      className={cn(
        'flex flex-col gap-2 rounded-md border border-zinc-200 p-3 transition-colors dark:border-zinc-800',
        dragging && 'border-indigo-500 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950/40',
      )}
      onDragOver={(e) => {
        if (!carriesFiles(e.dataTransfer)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
        setDragging(true);
      }}
      onDragLeave={(e) => {
        if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget)))
          setDragging(false);
      }}
      onDrop={(e) => {
        setDragging(false);
        takeTransfer(e.dataTransfer, e);
      }}
      onPaste={(e) => takeTransfer(e.clipboardData, e)}
    >
      <legend className="px-1 text-sm font-medium">{t('video.frame.legend')}</legend>
      <label htmlFor={id} className="text-sm">
        {fieldLabel}
      </label>
      <FilePicker
        {...fileDescription(describedBy(id, errorAt === 'file' ? shown : undefined), lostName, id)}
        accept="image/*"
        buttonText={t('video.frame.choose')}
        emptyText={
          lostName === undefined ? undefined : t('video.frame.notKeptShort', { name: lostName })
        }
        // The file in use, not the last one picked: Clear or a URL empties it.
        fileName={value?.source === 'file' ? value.name : null}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          setHandedNote(null);
          if (file) void take('file', () => measureImageFile(file), file);
        }}
      />
      <label htmlFor={urlId} className="text-sm">
        {t('video.frame.url')}
      </label>
      <div className="flex gap-2">
        <input
          {...describedBy(id, errorAt === 'url' ? shown : undefined)}
          id={urlId}
          type="url"
          inputMode="url"
          placeholder="https://…/frame.png"
          className={controlClass}
          value={urlText}
          onChange={(e) => setUrlText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              takeUrl();
            }
          }}
        />
        <Button
          variant="secondary"
          className="whitespace-nowrap"
          disabled={busy || urlText.trim() === ''}
          onClick={takeUrl}
        >
          {t('video.frame.useUrl')}
        </Button>
      </div>
      {lostName !== undefined ? (
        <p id={`${id}-lost`} className="text-sm text-amber-800 dark:text-amber-300">
          {t('video.frame.notKept', { name: lostName })}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="text-xs text-zinc-500 dark:text-zinc-400">
        {t('video.frame.hint')}
      </p>
      {busy ? (
        <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('video.frame.reading')}</p>
      ) : null}
      {value && !busy ? <FramePreview frame={value} file={picture} /> : null}
      {value && !busy ? (
        <div
          className="flex items-center gap-3 text-xs text-zinc-600 dark:text-zinc-300"
          data-testid="first-frame-summary"
        >
          <span>
            {value.bytes !== null
              ? t('video.frame.summarySized', {
                  name: value.name,
                  width: value.width,
                  height: value.height,
                  kb: (value.bytes / 1024).toFixed(0),
                })
              : t('video.frame.summary', {
                  name: value.name,
                  width: value.width,
                  height: value.height,
                })}
          </span>
          <Button
            variant="ghost"
            // Its word stays on one line beside a long file name (清空 broke in two at 390 px).
            className="shrink-0 whitespace-nowrap"
            aria-label={t('video.frame.clearLabel')}
            onClick={() => {
              onChange(null);
              setHandedNote(null);
              // The message was about the frame that is gone.
              clearErrors('firstFrame');
              setUrlText('');
              setProblem(null);
              lostFile.settle();
            }}
          >
            {t('generate.clear')}
          </Button>
        </div>
      ) : null}
      {value?.source === 'file' && handedNote !== null && !busy ? (
        <p className="text-xs text-zinc-600 dark:text-zinc-300" data-testid="first-frame-note">
          {word(handedNote) ?? handedNote.key}
        </p>
      ) : null}
      {shown ? <ErrorLine id={`${id}-error`}>{shown}</ErrorLine> : null}
    </fieldset>
  );
}
