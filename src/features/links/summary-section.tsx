import { ModelWords } from '@/components/ui/model-words';
import { useT } from '@/i18n/use-t';
import type { Cancellable } from '@/lib/use-cancellable';
import { formatDuration } from '@/lib/time';
import type { LinkReading, Read } from './read-answer';

import { LinkOutcome, LinkSection, OfLink } from './link-section';

/** The link's summary: its title and length, then its Markdown, rendered safely. */
export function SummarySection({
  state,
  url,
  onCancel,
}: {
  state: Cancellable<Read<LinkReading>>;
  url: string | null;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <LinkSection id="links-summary" title={t('links.summary.title')}>
      {state.phase === 'idle' ? (
        <p className="text-sm text-muted">{t('links.summary.empty')}</p>
      ) : null}
      <LinkOutcome
        state={state}
        working={t('links.summary.working')}
        failed={t('links.summary.failed')}
        onCancel={onCancel}
        done={(reading) => (
          <div className="flex flex-col gap-3">
            <OfLink url={url} />
            {reading.title !== null ? (
              <p className="text-sm font-medium break-words">
                {reading.duration !== null
                  ? t('links.summary.length', {
                      title: reading.title,
                      duration: formatDuration(reading.duration),
                    })
                  : reading.title}
              </p>
            ) : null}
            {reading.summary !== null ? <ModelWords text={reading.summary} /> : null}
          </div>
        )}
      />
    </LinkSection>
  );
}
