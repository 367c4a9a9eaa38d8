import { SubtitleLinks } from '@/components/subtitle-links';
import { useT } from '@/i18n/use-t';
import type { CaptionTargetLoader } from '@/jobs/caption-targets';
import type { Cancellable } from '@/lib/use-cancellable';
import { formatClock } from '@/lib/time';
import type { LinkReading, Read } from './read-answer';

import { LinkOutcome, LinkSection, OfLink } from './link-section';
import { subtitleFileName } from './subtitle-lines';
import { UseAsCaptions } from './use-as-captions';

/**
 * The link's timed lines, as text (never markup), offered as WebVTT and SubRip files (the same
 * writer as the storyboard's captions) and as captions on a storyboard's shots.
 */
export function SubtitlesSection({
  state,
  url,
  onCancel,
  targets,
}: {
  state: Cancellable<Read<LinkReading>>;
  url: string | null;
  onCancel: () => void;
  targets: readonly CaptionTargetLoader[];
}) {
  const t = useT();
  return (
    <LinkSection id="links-subtitles" title={t('links.subtitles.title')}>
      {state.phase === 'idle' ? (
        <p className="text-sm text-muted">{t('links.subtitles.empty')}</p>
      ) : null}
      <LinkOutcome
        state={state}
        working={t('links.subtitles.working')}
        failed={t('links.subtitles.failed')}
        onCancel={onCancel}
        done={({ lines, skipped, title }) => (
          <div className="flex flex-col gap-3">
            <OfLink url={url} />
            <p className="text-sm">
              {title !== null ? <span className="font-medium break-words">{title} · </span> : null}
              {t('links.subtitles.count', { count: lines.length })}
            </p>
            {skipped > 0 ? (
              <p className="text-xs text-amber-800 dark:text-amber-300">
                {t('links.subtitles.skipped', { count: skipped })}
              </p>
            ) : null}
            <ol
              aria-label={t('links.subtitles.lines')}
              className="flex max-h-80 flex-col gap-1 overflow-y-auto rounded-md bg-well p-2 text-sm"
            >
              {lines.map((line, index) => (
                <li key={index} className="flex gap-3">
                  <span className="w-24 shrink-0 font-mono text-xs leading-5 text-muted tabular-nums">
                    {formatClock(line.start)}–{formatClock(line.end)}
                  </span>
                  <span className="break-words">{line.text}</span>
                </li>
              ))}
            </ol>
            <SubtitleLinks
              cues={lines}
              baseName={subtitleFileName(title)}
              vttLabel={t('links.subtitles.vtt')}
              srtLabel={t('links.subtitles.srt')}
            />
            <UseAsCaptions lines={lines} targets={targets} />
          </div>
        )}
      />
    </LinkSection>
  );
}
