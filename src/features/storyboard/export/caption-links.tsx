import { SubtitleLinks } from '@/components/subtitle-links';
import { useT } from '@/i18n/use-t';
import type { Cue } from '@/lib/subtitles';

/**
 * After an export, its captions as subtitle files timed to that film (issue 42): WebVTT and
 * SubRip links, offered whether or not the words were also burned into the pictures.
 */
export function CaptionLinks({ cues, baseName }: { cues: readonly Cue[]; baseName: string }) {
  const t = useT();
  return (
    <SubtitleLinks
      cues={cues}
      baseName={baseName}
      vttLabel={t('storyboard.finish.vtt')}
      srtLabel={t('storyboard.finish.srt')}
    />
  );
}
