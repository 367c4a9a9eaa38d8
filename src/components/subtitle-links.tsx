import { toSrt, toVtt, type Cue } from '@/lib/subtitles';

/** A text file as a link's target: nothing to revoke, and the words are a few kilobytes. */
const dataUrl = (type: string, text: string) =>
  `data:${type};charset=utf-8,${encodeURIComponent(text)}`;

/**
 * Timed words offered as WebVTT and SubRip files: the storyboard's captions after an export
 * (issue 42) and a link's subtitles (issue 55). The links' names are the caller's, in its words.
 */
export function SubtitleLinks({
  cues,
  baseName,
  vttLabel,
  srtLabel,
}: {
  cues: readonly Cue[];
  baseName: string;
  vttLabel: string;
  srtLabel: string;
}) {
  if (cues.length === 0) return null;
  const link = 'text-sm text-indigo-700 underline dark:text-indigo-300';
  return (
    <p className="flex flex-wrap gap-4">
      <a className={link} href={dataUrl('text/vtt', toVtt(cues))} download={`${baseName}.vtt`}>
        {vttLabel}
      </a>
      <a
        className={link}
        href={dataUrl('application/x-subrip', toSrt(cues))}
        download={`${baseName}.srt`}
      >
        {srtLabel}
      </a>
    </p>
  );
}
