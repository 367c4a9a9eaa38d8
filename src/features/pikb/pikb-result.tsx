import { zPikbTask } from '@/features/pikb/gateway-schema';
import type { Job } from '@/jobs/job';
import { PikbVideoEntry } from './pikb-video-entry';

interface EntryExtras {
  word: string | null;
  sharingUrl: string | null;
}

/** What the normalised media does not carry: the vendor's own status word and the sharing page. */
function readExtras(raw: unknown): Map<string, EntryExtras> {
  const parsed = zPikbTask.safeParse(raw);
  const extras = new Map<string, EntryExtras>();
  if (!parsed.success) return extras;
  for (const video of parsed.data.videos ?? []) {
    if (video.id === undefined) continue;
    extras.set(video.id, { word: video.status ?? null, sharingUrl: video.sharingUrl ?? null });
  }
  return extras;
}

/** A pikb task's videos, each with its own status and, once finished, its player. */
export function PikbResult({ job, label }: { job: Job; label: string }) {
  if (job.media.length === 0) return null;
  const extras = readExtras(job.raw);
  return (
    <ol className="flex flex-col gap-3">
      {job.media.map((media, index) => {
        const extra = media.remoteId !== null ? extras.get(media.remoteId) : undefined;
        return (
          <li key={media.remoteId ?? index}>
            <PikbVideoEntry
              media={media}
              slot={index}
              number={index + 1}
              total={job.media.length}
              word={extra?.word ?? null}
              sharingUrl={extra?.sharingUrl ?? null}
              label={label}
              job={job}
            />
          </li>
        );
      })}
    </ol>
  );
}
