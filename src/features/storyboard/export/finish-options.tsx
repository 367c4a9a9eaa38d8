import { useId } from 'react';
import { useT } from '@/i18n/use-t';
import { FILM_FORMATS, type FormatChoice } from './formats';
import type { Storyboard } from '../board/storyboard-db';
import { CardFields } from '../finish/card-fields';
import { CaptionStyleFields } from '../finish/caption-style-fields';
import { FILM_ASPECTS, filmDimensions } from '../finish/framing';
import { useFormatChoice } from './use-format-choice';

type Change = (edit: (board: Storyboard) => Storyboard) => void;

const VIDEO_NAMES = { avc: 'H.264', vp9: 'VP9', av1: 'AV1', vp8: 'VP8' } as const;
const AUDIO_NAMES = { aac: 'AAC', opus: 'Opus' } as const;

/**
 * Where the film goes (issue 42): its shape, the file it is written as — with a sentence, before
 * the export, saying what this browser will make and why — and whether its captions are drawn on
 * the pictures. Shown in the Export film panel above its size.
 */
export function FinishOptions({
  board,
  disabled,
  onChange,
}: {
  board: Storyboard;
  disabled: boolean;
  onChange: Change;
}) {
  const t = useT();
  const id = useId();
  const { width, height } = filmDimensions(board.aspect, board.size);
  const choice = useFormatChoice(board.format, width, height);
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-wrap gap-4" disabled={disabled}>
        <legend className="mb-1 text-sm font-medium">{t('storyboard.finish.aspect')}</legend>
        {FILM_ASPECTS.map((aspect) => (
          <label key={aspect} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-aspect`}
              value={aspect}
              checked={board.aspect === aspect}
              onChange={() => onChange((b) => ({ ...b, aspect }))}
            />
            {aspect}
          </label>
        ))}
        <p className="w-full text-xs text-muted">{t('storyboard.finish.aspectHelp')}</p>
      </fieldset>
      <fieldset className="flex flex-wrap gap-4" disabled={disabled}>
        <legend className="mb-1 text-sm font-medium">{t('storyboard.finish.format')}</legend>
        {FILM_FORMATS.map((format) => (
          <label key={format} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-format`}
              value={format}
              checked={board.format === format}
              aria-describedby={`${id}-will`}
              onChange={() => onChange((b) => ({ ...b, format }))}
            />
            {format === 'mp4' ? 'MP4' : 'WebM'}
          </label>
        ))}
        <p id={`${id}-will`} className="w-full text-sm" data-film-format={choice?.container}>
          <FormatSentence choice={choice} />
        </p>
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          disabled={disabled}
          checked={board.burnCaptions}
          aria-describedby={`${id}-burn`}
          onChange={(e) => {
            const burnCaptions = e.target.checked;
            onChange((b) => ({ ...b, burnCaptions }));
          }}
        />
        {t('storyboard.finish.burn')}
      </label>
      <p id={`${id}-burn`} className="-mt-2 text-xs text-muted">
        {t('storyboard.finish.burnHelp')}
      </p>
      <CaptionStyleFields board={board} disabled={disabled} onChange={onChange} />
      <CardFields board={board} which="titleCard" disabled={disabled} onChange={onChange} />
      <CardFields board={board} which="endCard" disabled={disabled} onChange={onChange} />
      <p className="-mt-1 text-xs text-muted">{t('storyboard.card.help')}</p>
    </div>
  );
}

/** "MP4: H.264 video, Opus audio (this browser has no AAC encoder)." */
function FormatSentence({ choice }: { choice: FormatChoice | null | undefined }) {
  const t = useT();
  if (choice === undefined) return <>{t('storyboard.finish.asking')}</>;
  if (choice === null) return <>{t('storyboard.export.noEncoder')}</>;
  return (
    <>
      {t('storyboard.finish.will', {
        format: choice.container === 'mp4' ? 'MP4' : 'WebM',
        video: VIDEO_NAMES[choice.video],
        audio: AUDIO_NAMES[choice.audio],
        note: choice.note ?? 'none',
      })}
    </>
  );
}
