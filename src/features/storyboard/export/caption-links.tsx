import { useT } from '@/i18n/use-t';
import { toSrt, toVtt, type Cue } from '../finish/captions';

/** A text file as a link's target: nothing to revoke, and the words are a few hundred bytes. */
const dataUrl = (type: string, text: string) =>
  `data:${type};charset=utf-8,${encodeURIComponent(text)}`;

/**
 * After an export, its captions as subtitle files timed to that film (issue 42): WebVTT and
 * SubRip links, offered whether or not the words were also burned into the pictures.
 */
export function CaptionLinks({ cues, baseName }: { cues: readonly Cue[]; baseName: string }) {
  const t = useT();
  if (cues.length === 0) return null;
  const link = 'text-sm text-indigo-700 underline dark:text-indigo-300';
  return (
    <p className="flex flex-wrap gap-4">
      <a className={link} href={dataUrl('text/vtt', toVtt(cues))} download={`${baseName}.vtt`}>
        {t('storyboard.finish.vtt')}
      </a>
      <a
        className={link}
        href={dataUrl('application/x-subrip', toSrt(cues))}
        download={`${baseName}.srt`}
      >
        {t('storyboard.finish.srt')}
      </a>
    </p>
  );
}
