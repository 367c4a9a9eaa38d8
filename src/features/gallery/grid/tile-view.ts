import type { Job, Media } from '@/jobs/job';
import { fetchable, type JobView } from '@/jobs/job-view';
import { safeMediaUrl } from '@/lib/safe-url';

/**
 * What a gallery tile shows in its picture area, from the job and its view. Pure, so the rules
 * (which medium, which picture) are tested apart from the markup. Whether Download is offered,
 * and for which medium, is the job view's (`offers(view, 'download')`, `view.download`).
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

export function tileView(
  job: Pick<Job, 'media'>,
  view: Pick<JobView, 'headline' | 'title'> & Partial<Pick<JobView, 'derived'>>,
): TileView {
  const first = job.media.find(fetchable) ?? job.media[0];
  const titled = first !== undefined && first.kind !== 'video';
  return {
    preview: previewOf(first),
    heading: titled && view.derived !== true ? (view.title ?? view.headline) : view.headline,
  };
}
