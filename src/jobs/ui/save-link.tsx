import { useState, type MouseEvent, type ReactNode } from 'react';
import { useJobConnection } from '@/gateway/connection';
import { downloadMedia } from '@/jobs/copies/download';
import type { Job, Media } from '../job';

/**
 * A result's download as a link that really saves. Browsers ignore `download` on another origin
 * (every real media host), so a plain click fetches the file and saves it under a name that says
 * what it is; when the host does not let the page read it, one line says so and the link is left
 * to open the file for the browser's own "Save as". Modified clicks keep their usual meaning.
 */
export function SaveLink({
  job,
  media,
  href,
  className,
  children,
}: {
  job: Pick<Job, 'kind' | 'prompt' | 'id' | 'remoteIds' | 'gateway' | 'profileId' | 'fields'>;
  media: Media;
  /** The checked address (safeLinkUrl) the link opens. */
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const { client } = useJobConnection(job);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const plain =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    // After a refusal the link does what links do: it opens the file.
    if (!plain || note !== null) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    downloadMedia({ job, media, client })
      .then((result) => {
        if (result.outcome !== 'saved') setNote(result.message);
      })
      .catch((cause: unknown) => setNote(cause instanceof Error ? cause.message : String(cause)))
      .finally(() => setBusy(false));
  };
  return (
    <>
      <a
        className={className}
        href={href}
        target="_blank"
        rel="noreferrer noopener"
        download
        aria-busy={busy || undefined}
        onClick={onClick}
      >
        {children}
      </a>
      {note !== null ? (
        <span role="status" className="basis-full text-xs text-amber-800 dark:text-amber-300">
          {note}
        </span>
      ) : null}
    </>
  );
}
