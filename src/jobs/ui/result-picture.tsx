import type { ReactNode, RefObject } from 'react';
import type { Job } from '@/jobs/job';
import { resultPicture } from '@/jobs/posters/poster-rules';
import { useGrabbedPoster } from '@/jobs/posters/use-poster';
import { safeMediaUrl } from '@/lib/safe-url';
import { GeneratedCover } from './generated-cover';
import { VideoThumbnail } from './video-thumbnail';

/**
 * A finished result's picture where a list shows it (a Library tile, the storyboard's Add shots,
 * Compare with…, the song under the film): the gateway's poster or cover as it is; else, for a
 * video, the poster grabbed once in this browser (`jobs/posters/`), and for a song a generated
 * cover. Decorative (`alt=""`): the result's name is always beside it.
 *
 * `videoRef` asks for a player (the Library tile plays it muted while pointed at): the picture is
 * its poster, and with one it loads nothing until played. Without it a picture is all there is.
 * `placeholder` shows where there is no picture at all.
 */
export function ResultPicture({
  job,
  slot,
  className,
  videoRef,
  placeholder = null,
}: {
  job: Pick<Job, 'id' | 'status' | 'media'>;
  slot: number;
  className?: string;
  videoRef?: RefObject<HTMLVideoElement | null>;
  placeholder?: ReactNode;
}) {
  const picture = resultPicture(job, slot);
  const grabbed = useGrabbedPoster(job, slot, picture.type === 'grab');
  const media = job.media[slot];
  // A video a page may load itself: a gateway path needs the key and is not fetched for a list.
  const src = media?.kind === 'video' && !media.viaGateway ? safeMediaUrl(media.url) : null;
  const image = (url: string, kind: 'poster' | 'cover') => (
    <img src={url} alt="" data-result-picture={kind} className={className} />
  );
  switch (picture.type) {
    case 'generated':
      return <GeneratedCover seed={picture.seed} className={className} />;
    case 'none':
      return placeholder;
    case 'image':
      if (media?.kind !== 'video') return image(picture.src, 'cover');
      return videoRef !== undefined && src !== null ? (
        <VideoThumbnail
          jobId={job.id}
          slot={slot}
          src={src}
          poster={picture.src}
          videoRef={videoRef}
          className={className}
        />
      ) : (
        image(picture.src, 'poster')
      );
    case 'grab':
      // Read first: loading the video before knowing its poster is there would fetch it anew.
      if (grabbed === undefined) return <span aria-hidden="true" className={className} />;
      if (grabbed !== null && (videoRef === undefined || src === null))
        return image(grabbed, 'poster');
      return src === null ? (
        placeholder
      ) : (
        <VideoThumbnail
          jobId={job.id}
          slot={slot}
          src={src}
          poster={grabbed}
          videoRef={videoRef}
          className={className}
        />
      );
  }
}
