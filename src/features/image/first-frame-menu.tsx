import { ChevronDown, Clapperboard } from 'lucide-react';
import { useRef, useState } from 'react';
import { useT } from '@/i18n/use-t';
import { useGatewayConnection } from '@/gateway/connection';
import { describeError } from '@/gateway/errors';
import { LinksOnlyError } from '@/gateway/image-upload';
import { gatewayPath } from '@/gateway/settings';
import { getCopy } from '@/jobs/copies/kept-copies';
import { sendToForm } from '@/jobs/forms/form-handoff';
import { navigate } from '@/lib/hash-route';
import { useImageInputs, type PlacedImageInput } from '@/jobs/frames/image-inputs';
import { handOverPicture } from '@/jobs/frames/picture-handoff';

/**
 * "Use as first frame" on one image: a small disclosure of the forms it can start — every image
 * input a generator declares (issue 39 item 2), in navigation order. Choosing one opens that form with the image
 * set; nothing is sent there until Generate. An image that came only as bytes (an edit's result)
 * is handed over from its kept copy: as a frame to a form that takes one, else through the
 * gateway's image upload (issue 56), the menu saying so while it goes.
 */
export function FirstFrameMenu({
  jobId,
  from,
  url,
  number,
  slot,
  bytesOnly,
}: {
  jobId: string;
  /** The image's job, by its name: the target form says where the image came from. */
  from: string;
  /** The image's web address, or null when it has none the page may load. */
  url: string | null;
  number: number;
  /** Its place in the job's media: where its kept copy is. */
  slot: number;
  /** It came only as bytes (kept in this browser), rather than with a link that is not safe. */
  bytesOnly: boolean;
}) {
  const t = useT();
  const targets = useImageInputs();
  const details = useRef<HTMLDetailsElement>(null);
  const { client, settings } = useGatewayConnection();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function handBytes(target: PlacedImageInput) {
    setBusy(true);
    setProblem(null);
    try {
      const copy = await getCopy(jobId, slot);
      if (copy === undefined) throw new Error(t('image.keptGone'));
      await handOverPicture({
        target,
        blob: copy.blob,
        jobId,
        from,
        client,
        uploadPath: gatewayPath(settings.paths, 'imageUploadPath'),
      });
    } catch (error) {
      setProblem(
        error instanceof LinksOnlyError ? t('image.useAs.linksOnly') : describeError(error),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <details
      ref={details}
      className="group relative"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || details.current === null || !details.current.open) return;
        event.stopPropagation();
        details.current.open = false;
        details.current.querySelector('summary')?.focus();
      }}
    >
      <summary
        aria-label={t('image.useAs.menu', { n: number })}
        className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded-md border border-zinc-300 bg-white px-2.5 py-1.5 text-sm font-medium text-zinc-800 shadow-xs hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800 [&::-webkit-details-marker]:hidden"
      >
        <Clapperboard aria-hidden="true" focusable="false" className="size-4" />
        {t('image.useAs')}
        <ChevronDown
          aria-hidden="true"
          focusable="false"
          className="size-4 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="absolute top-full left-0 z-20 mt-2 flex w-64 flex-col gap-1 rounded-md border border-zinc-200 bg-white p-2 shadow-lg dark:border-zinc-700 dark:bg-zinc-900">
        {url === null && !bytesOnly ? (
          <p className="text-xs text-zinc-600 dark:text-zinc-300">{t('image.useAs.noLink')}</p>
        ) : (
          <>
            <p className="px-1 text-xs text-zinc-500 dark:text-zinc-400">
              {url === null ? t('image.useAs.keptOnly') : t('image.useAs.hint')}
            </p>
            {targets.map((target) => (
              <button
                key={target.id}
                type="button"
                disabled={busy}
                className="rounded px-2 py-1.5 text-left text-sm text-zinc-800 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:opacity-60 dark:text-zinc-100 dark:hover:bg-indigo-950/50"
                onClick={() => {
                  if (url === null) {
                    void handBytes(target);
                    return;
                  }
                  // An image only: the form keeps what the person had typed there.
                  sendToForm(target.kind, jobId, target.recall(url), {
                    from,
                    field: target.field,
                  });
                  navigate(`/${target.path}`);
                }}
              >
                {target.label}
              </button>
            ))}
            {busy ? (
              <p role="status" className="px-1 text-xs text-zinc-500 dark:text-zinc-400">
                {t('image.useAs.handing')}
              </p>
            ) : null}
            {problem !== null ? (
              <p role="alert" className="px-1 text-xs text-red-700 dark:text-red-400">
                {problem}
              </p>
            ) : null}
          </>
        )}
      </div>
    </details>
  );
}
