import { useCallback, type RefObject } from 'react';
import { useBlobSource } from '@/lib/use-blob-source';
import { useKeptSource } from './use-kept-source';

/**
 * A video's picture where a list shows it small (a library tile, the storyboard's "Add shots"):
 * muted and paused, its poster or else the first frame the browser decodes from the metadata. It
 * plays from the copy kept in this browser first, as every player does: a film made on the
 * storyboard has no other bytes (its link is the page that made it), and an expired link still
 * has its picture. `videoRef` is for a caller that plays it while pointed at (the library tile).
 */
export function VideoThumbnail({
  jobId,
  slot,
  src,
  poster,
  videoRef,
  className,
}: {
  jobId: string;
  /** Which of the job's media it is (where its kept copy is found). */
  slot: number;
  /** The video's link, already checked as one a page may load. */
  src: string;
  poster: string | null;
  videoRef?: RefObject<HTMLVideoElement | null>;
  className?: string;
}) {
  const source = useKeptSource(jobId, slot, src);
  const blobRef = useBlobSource<HTMLVideoElement>(source.blob);
  // One element, two holders: the kept copy's object URL and the caller's play/pause.
  const ref = useCallback(
    (element: HTMLVideoElement | null) => {
      blobRef.current = element;
      if (videoRef !== undefined) videoRef.current = element;
    },
    [blobRef, videoRef],
  );
  return (
    <video
      ref={ref}
      src={source.src}
      poster={poster ?? undefined}
      muted
      loop
      playsInline
      // With a poster there is nothing to show before it plays: the video is not fetched until
      // then (a Library of posters loads no video at all, issue 40).
      preload={poster === null ? 'metadata' : 'none'}
      aria-hidden="true"
      data-result-picture={poster === null ? 'frame' : 'poster'}
      tabIndex={-1}
      className={className}
    />
  );
}
