import type { Job, Media } from '@/jobs/job';
import type { JobView } from '@/jobs/job-view';
import { safeMediaUrl } from '@/lib/safe-url';

/**
 * What a gallery tile shows in its picture area, from the job and its view. Pure, so the rules
 * (which medium, which picture, whether Download is offered) are tested apart from the markup.
 */
export type TilePreview =
  /** A video from a media host: its poster, else its own first frame (a muted, paused player). */
  | { type: 'video'; src: string; poster: string | null }
  /** A video only the gateway serves, with the key: not fetched for a tile; the dialog plays it. */
  | { type: 'gateway-video' }
  /** A music clip: its cover art (when any) and its title. */
  | { type: 'audio'; cover: string | null; title: string | null }
  /** A picture (a GPT's avatar). */
  | { type: 'image'; src: string }
  /** Nothing to show yet (waiting, failed, or a result that is not a web address). */
  | { type: 'none' };

export interface TileView {
  preview: TilePreview;
  /** The tile's name: a video's prompt; a song's or a GPT's title before its prompt. */
  heading: string;
  /** The medium Download saves, offered once the job has finished with one. */
  download: Media | null;
}

function previewOf(media: Media | undefined): TilePreview {
  if (media === undefined) return { type: 'none' };
  if (media.kind === 'video') {
    if (media.viaGateway) return { type: 'gateway-video' };
    const src = safeMediaUrl(media.url);
    return src === null
      ? { type: 'none' }
      : { type: 'video', src, poster: safeMediaUrl(media.poster) };
  }
  if (media.kind === 'audio')
    return { type: 'audio', cover: safeMediaUrl(media.poster), title: media.title };
  const src = media.viaGateway ? null : safeMediaUrl(media.url);
  return src === null ? { type: 'none' } : { type: 'image', src };
}

function downloadable(media: Media): boolean {
  return media.viaGateway || safeMediaUrl(media.url) !== null;
}

/** A result to save: a video or a song. A picture (a GPT's avatar) shows, but is not the result. */
function savable(media: Media): boolean {
  return media.kind !== 'image' && downloadable(media);
}

export function tileView(
  job: Pick<Job, 'status' | 'media'>,
  view: Pick<JobView, 'headline' | 'title'> & Partial<Pick<JobView, 'derived'>>,
): TileView {
  const first = job.media.find(downloadable) ?? job.media[0];
  const titled = first !== undefined && first.kind !== 'video';
  return {
    preview: previewOf(first),
    heading: titled && view.derived !== true ? (view.title ?? view.headline) : view.headline,
    download: job.status === 'succeeded' ? (job.media.find(savable) ?? null) : null,
  };
}
