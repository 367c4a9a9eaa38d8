import { useQuery } from '@tanstack/react-query';
import { Film, ImageDown } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useJobConnection } from '@/gateway/connection';
import { useT } from '@/i18n/use-t';
import { useKeptCopy } from '@/jobs/copies/use-kept-copies';
import { sendToForm } from '@/jobs/forms/form-handoff';
import { leaveFrame } from '@/jobs/forms/frame-handoff';
import { frameNote } from '@/jobs/frames/frame-note';
import type { FrameSource } from '@/jobs/frames/grab-frame';
import { frameTarget, useImageInputs } from '@/jobs/frames/image-inputs';
import type { Job, Media } from '@/jobs/job';
import { jobName } from '@/jobs/lineage';
import { navigate } from '@/lib/hash-route';
import { safeMediaUrl } from '@/lib/safe-url';
import { contentQuery } from './content-query';
import { KeepCopyButton } from './keep-copy-button';

/**
 * "Use this frame" and "Use last frame" under a finished video (issue 27 item 4): the frame made
 * into a PNG in the browser within the limits of the image input that takes a frame (declared by its
 * generator: Video's first frame, issue 39 item 2), then that form opens with it in that field. Nothing is sent: the person writes the prompt and presses
 * Generate. Read from the bytes already in the page when there are some (a kept copy, a `/content`
 * video), else from the link, which the media host must allow (CORS): when it does not, this says
 * so and offers a kept copy, whose pixels the page may read.
 */
export function UseFrameButtons({ job, media, slot }: { job: Job; media: Media; slot: number }) {
  const t = useT();
  const target = frameTarget(useImageInputs());
  const kept = useKeptCopy(job.id, slot);
  const { client } = useJobConnection(job);
  const content = useQuery({ ...contentQuery(client, media.url), enabled: media.viaGateway });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; refused: boolean } | null>(null);
  const link = media.viaGateway ? null : safeMediaUrl(media.url);
  const source: FrameSource | null = kept
    ? { blob: kept }
    : content.data !== undefined
      ? { blob: content.data }
      : link !== null
        ? { url: link }
        : null;

  function use(at: 'current' | 'last', event: MouseEvent<HTMLButtonElement>) {
    if (source === null || busy || target === undefined) return;
    // The player beside the buttons: its moment is "this frame".
    const player = event.currentTarget.closest('[data-result-slot]')?.querySelector('video');
    const time = at === 'last' ? 'last' : (player?.currentTime ?? 0);
    setBusy(true);
    setProblem(null);
    const name = jobName(job);
    // The grab's code comes with the first press (issue 57): the card draws without it.
    import('@/jobs/frames/grab-frame')
      .then(({ grabFrame }) =>
        grabFrame(source, time, target.frame.limits, { name: `frame-${job.id.slice(0, 8)}.png` }),
      )
      .then((frame) => {
        leaveFrame({
          kind: target.kind,
          field: target.field,
          file: frame.file,
          note: frameNote(frame, name),
        });
        // Nothing is sent: the form opens (in image to video) with the frame, and waits for
        // Generate. An image only: what the person had typed there (the prompt) stays.
        sendToForm(
          target.kind,
          job.id,
          { values: target.frame.values, missing: [], pending: {} },
          { from: name, field: target.field },
        );
        navigate(`/${target.path}`);
      })
      .catch((error: unknown) =>
        setProblem({
          message: error instanceof Error ? error.message : t('frame.grab.unreadable'),
          refused: error instanceof Error && error.name === 'FrameReadRefusedError',
        }),
      )
      .finally(() => setBusy(false));
  }

  if (kept === undefined || target === undefined) return null;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          disabled={source === null || busy}
          onClick={(e) => use('current', e)}
        >
          <ImageDown aria-hidden="true" focusable="false" className="size-4" />
          {t('frame.use.current')}
        </Button>
        <Button
          variant="secondary"
          disabled={source === null || busy}
          onClick={(e) => use('last', e)}
        >
          <Film aria-hidden="true" focusable="false" className="size-4" />
          {t('frame.use.last')}
        </Button>
        {busy ? <span className="text-xs text-muted">{t('frame.use.making')}</span> : null}
      </div>
      {problem !== null ? (
        <div
          role="alert"
          className="flex flex-col gap-1 text-sm text-amber-800 dark:text-amber-300"
        >
          <span>{problem.message}</span>
          {problem.refused && !kept ? (
            <span className="flex flex-wrap items-center gap-2">
              <span>{t('frame.use.keepFirst')}</span>
              <KeepCopyButton job={job} />
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
