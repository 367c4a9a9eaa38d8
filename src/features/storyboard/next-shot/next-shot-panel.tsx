import { ErrorLine } from '@/components/ui/field';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/control';
import { describeError } from '@/gateway/errors';
import { useT } from '@/i18n/use-t';
import { word, type StoredMessage } from '@/i18n/i18n';
import { useCreate } from '@/jobs/create/use-create-job';
import { frameNote } from '@/jobs/frames/frame-note';
import { dataUrlOf, useFrameStart, type FrameImage } from '@/jobs/frames/frame-start';
import { grabFrame } from '@/jobs/frames/grab-frame';
import { useBlobSource } from '@/lib/use-blob-source';
import { MentionAids } from '@/jobs/ui/characters/mention-aids';
import { useMentions } from '@/jobs/ui/characters/use-mentions';
import { PromptHelp } from '@/jobs/words/prompt-help';

/**
 * "Next shot from this one's last frame" (issue 28 item 2): the shot's last frame — at its out
 * point when it is trimmed — made into a PNG in the browser within the image-to-video limits,
 * and an image to video started from it with the prompt written here. One create through the one
 * create path (the ledger first, one POST, a second press while it is under way does nothing);
 * the new shot goes in after this one at once and fills in when the job finishes.
 */
export function NextShotPanel({
  blob,
  outSeconds,
  sourceName,
  n,
  onCreated,
  onClose,
}: {
  blob: Blob;
  outSeconds: number;
  sourceName: string;
  /** The source shot's number. */
  n: number;
  onCreated: (jobId: string) => void;
  onClose: () => void;
}) {
  const t = useT();
  const id = useId();
  const start = useFrameStart();
  const create = useCreate(start?.kind ?? '');
  const [frame, setFrame] = useState<{ image: FrameImage; note: StoredMessage } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [grabFailed, setGrabFailed] = useState<string | null>(null);
  const [prompt, setPrompt] = useState('');
  // `@` offers the characters here too (issue 56): their names go into the words as typed.
  const mentions = useMentions(`${id}-prompt`, setPrompt);
  const previewRef = useBlobSource<HTMLImageElement>(frame?.image.file);

  // The limits are the declaring generator's (its image input): one object for the page's life.
  const limits = start?.limits;
  useEffect(() => {
    if (limits === undefined) return;
    let live = true;
    grabFrame({ blob }, 'last', limits, {
      until: outSeconds,
      name: `shot-${n}-last-frame.png`,
    })
      .then(async (grabbed) => {
        const dataUrl = await dataUrlOf(grabbed.file);
        if (!live) return;
        setFrame({
          image: { file: grabbed.file, dataUrl, width: grabbed.width, height: grabbed.height },
          note: frameNote(grabbed, sourceName),
        });
      })
      .catch((error: unknown) => {
        if (live) setGrabFailed(describeError(error));
      });
    return () => {
      live = false;
    };
  }, [blob, outSeconds, n, sourceName, limits]);

  // The shot goes in once per job made, whatever re-renders follow.
  const placed = useRef(new Set<string>());
  const created = create.createdJobId;
  useEffect(() => {
    if (created === undefined || placed.current.has(created)) return;
    placed.current.add(created);
    onCreated(created);
  }, [created, onCreated]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (start === null || frame === null || create.isPending) return;
    const bound = start.bind(prompt.trim(), frame.image);
    if ('problem' in bound) {
      setProblem(bound.problem);
      return;
    }
    setProblem(null);
    create.submit({ creator: bound.creator });
  }

  return (
    <form
      aria-label={t('frame.next.form', { n })}
      onSubmit={submit}
      className="flex flex-col gap-2 rounded-md border border-line p-3"
    >
      {grabFailed !== null ? (
        <ErrorLine>{grabFailed}</ErrorLine>
      ) : frame === null ? (
        <p className="text-sm text-muted">{t('frame.use.making')}</p>
      ) : (
        <div className="flex items-start gap-3">
          <img
            ref={previewRef}
            alt={t('frame.next.frameAlt', { n })}
            className="h-16 w-auto rounded border border-line bg-black"
          />
          <p className="min-w-0 text-xs break-words text-muted" data-testid="next-shot-frame">
            {word(frame.note) ?? frame.note.key}
          </p>
        </div>
      )}
      <label htmlFor={`${id}-prompt`} className="text-sm font-medium">
        {t('frame.next.prompt')}
      </label>
      <textarea
        id={`${id}-prompt`}
        rows={2}
        className={controlClass}
        value={prompt}
        aria-invalid={problem !== null ? true : undefined}
        aria-describedby={problem !== null ? `${id}-problem` : `${id}-hint`}
        {...mentions.textarea}
        onChange={(e) => setPrompt(e.currentTarget.value)}
      />
      <MentionAids mentions={mentions} />
      {problem !== null ? (
        <ErrorLine id={`${id}-problem`}>{problem}</ErrorLine>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {t('frame.next.hint')}
        </p>
      )}
      <PromptHelp
        fieldId={`${id}-prompt`}
        fieldLabel={t('frame.next.prompt')}
        read={() => prompt}
        write={setPrompt}
      />
      {create.error !== null ? <ErrorLine>{describeError(create.error)}</ErrorLine> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={frame === null || start === null || create.isPending}>
          {create.isPending ? t('frame.next.starting') : t('frame.next.generate')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('frame.next.close')}
        </Button>
      </div>
    </form>
  );
}
