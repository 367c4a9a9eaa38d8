import type { Media } from '@/jobs/job';
import { safeMediaUrl } from '@/lib/safe-url';
import { GatewayVideo } from './gateway-video';

/**
 * One result: a video or an audio player, or the address as plain text when it is not a URL
 * we may load. Media hosts are reached by the element itself: no key, no credentials.
 */
export function MediaView({ media, label }: { media: Media; label: string }) {
  if (media.viaGateway) return <GatewayVideo path={media.url} label={label} />;
  const src = safeMediaUrl(media.url);
  const poster = safeMediaUrl(media.poster) ?? undefined;
  if (src === null) {
    return (
      <p className="text-sm text-amber-800 dark:text-amber-300">
        The result address is not a web link and was not loaded: <code className="break-all">{media.url}</code>
      </p>
    );
  }
  if (media.kind === 'audio') {
    return (
      <div className="flex items-center gap-3">
        {poster ? <img src={poster} alt="" className="size-16 rounded-md object-cover" /> : null}
        <audio src={src} controls preload="metadata" aria-label={label} className="w-full" />
      </div>
    );
  }
  if (media.kind === 'image') return <img src={src} alt={label} className="w-full rounded-md" />;
  return <video src={src} poster={poster} controls preload="metadata" playsInline aria-label={label} className="aspect-video w-full rounded-md bg-black" />;
}
