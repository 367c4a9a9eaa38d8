import { zPixaRecord } from '@/features/pixa/gateway-schema';
import type { Job } from '@/jobs/job';
import { safeMediaUrl } from '@/lib/safe-url';

/**
 * The picture of the effect template a pixa job was made with, from the last record the gateway
 * sent. Its name is already the card's "Template" line (written by the normaliser), so the
 * picture says nothing more to a screen reader.
 */
export function TemplateEmblem({ job }: { job: Job }) {
  const parsed = zPixaRecord.safeParse(job.raw);
  if (!parsed.success) return null;
  const thumbnail = safeMediaUrl(parsed.data.template_thumbnail_url);
  if (thumbnail === null) return null;
  return (
    <img
      src={thumbnail}
      alt=""
      data-job-template={String(parsed.data.template_id ?? '')}
      className="size-16 rounded-md object-cover ring-1 ring-zinc-200 dark:ring-zinc-700"
    />
  );
}
