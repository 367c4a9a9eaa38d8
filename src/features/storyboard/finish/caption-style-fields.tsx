import { useId } from 'react';
import { useT } from '@/i18n/use-t';
import type { Storyboard } from '../board/storyboard-db';
import {
  CAPTION_LOOKS,
  CAPTION_POSITIONS,
  CAPTION_SIZES,
  type CaptionLook,
  type CaptionPosition,
  type CaptionSize,
  type CaptionStyle,
} from './caption-style';

type Change = (edit: (board: Storyboard) => Storyboard) => void;

/**
 * The captions' style (issue 54 item 11), kept with the storyboard: their size, their place and
 * their box or outline, as the preview shows them and the export burns them in.
 */
export function CaptionStyleFields({
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
  const style = board.captionStyle;
  const set = (edit: Partial<CaptionStyle>) =>
    onChange((b) => ({ ...b, captionStyle: { ...b.captionStyle, ...edit } }));
  const sizeName: Record<CaptionSize, string> = {
    small: t('storyboard.captionStyle.small'),
    medium: t('storyboard.captionStyle.medium'),
    large: t('storyboard.captionStyle.large'),
  };
  const positionName: Record<CaptionPosition, string> = {
    top: t('storyboard.captionStyle.top'),
    middle: t('storyboard.captionStyle.middle'),
    bottom: t('storyboard.captionStyle.bottom'),
  };
  const lookName: Record<CaptionLook, string> = {
    box: t('storyboard.captionStyle.box'),
    outline: t('storyboard.captionStyle.outline'),
  };
  const group = <K extends keyof CaptionStyle>(
    key: K,
    legend: string,
    values: readonly CaptionStyle[K][],
    names: Record<CaptionStyle[K], string>,
  ) => (
    <fieldset className="flex flex-wrap items-center gap-3" disabled={disabled}>
      <legend className="mb-1 text-xs font-medium">{legend}</legend>
      {values.map((value) => (
        <label key={value} className="flex items-center gap-1.5 text-sm">
          <input
            type="radio"
            name={`${id}-${key}`}
            value={value}
            checked={style[key] === value}
            onChange={() => set({ [key]: value })}
          />
          {names[value]}
        </label>
      ))}
    </fieldset>
  );
  return (
    <div className="flex flex-wrap gap-x-6 gap-y-2">
      {group('size', t('storyboard.captionStyle.size'), CAPTION_SIZES, sizeName)}
      {group('position', t('storyboard.captionStyle.position'), CAPTION_POSITIONS, positionName)}
      {group('look', t('storyboard.captionStyle.look'), CAPTION_LOOKS, lookName)}
    </div>
  );
}
