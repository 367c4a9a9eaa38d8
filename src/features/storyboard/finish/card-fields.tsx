import { useId } from 'react';
import { controlClass } from '@/components/ui/control';
import { useT } from '@/i18n/use-t';
import type { Storyboard } from '../board/storyboard-db';
import { CARD_SECONDS, readableInk, type Card } from './cards';
import { filmDimensions } from './framing';

type Change = (edit: (board: Storyboard) => Storyboard) => void;

const NEW_CARD: Card = { text: '', color: '#1e3a8a', seconds: CARD_SECONDS.default };

/**
 * The title card before the first shot and the end card after the last (issue 42): each its words,
 * its colour and its seconds, with a still of how it will look in the film's shape.
 */
export function CardFields({
  board,
  which,
  disabled,
  onChange,
}: {
  board: Storyboard;
  which: 'titleCard' | 'endCard';
  disabled: boolean;
  onChange: Change;
}) {
  const t = useT();
  const id = useId();
  const card = board[which];
  const set = (edit: (card: Card) => Card) =>
    onChange((b) => ({ ...b, [which]: edit(b[which] ?? NEW_CARD) }));
  const label = which === 'titleCard' ? t('storyboard.card.title') : t('storyboard.card.end');
  const { width, height } = filmDimensions(board.aspect, '1080p');
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="sr-only">{label}</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={card !== null}
          onChange={(e) => {
            const on = e.target.checked;
            onChange((b) => ({ ...b, [which]: on ? (b[which] ?? NEW_CARD) : null }));
          }}
        />
        {label}
      </label>
      {card === null ? null : (
        <div className="flex flex-wrap items-end gap-3 pl-6">
          <div className="flex min-w-40 flex-1 flex-col gap-1">
            <label htmlFor={`${id}-text`} className="text-xs font-medium">
              {t('storyboard.card.text', { card: label })}
            </label>
            <input
              id={`${id}-text`}
              className={controlClass}
              value={card.text}
              onChange={(e) => {
                const text = e.target.value;
                set((c) => ({ ...c, text }));
              }}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-color`} className="text-xs font-medium">
              {t('storyboard.card.color', { card: label })}
            </label>
            <input
              id={`${id}-color`}
              type="color"
              className="h-9 w-14 rounded border border-line"
              value={card.color}
              onChange={(e) => {
                const color = e.target.value;
                set((c) => ({ ...c, color }));
              }}
            />
          </div>
          <div className="flex w-24 flex-col gap-1">
            <label htmlFor={`${id}-seconds`} className="text-xs font-medium">
              {t('storyboard.card.seconds', { card: label })}
            </label>
            <input
              id={`${id}-seconds`}
              type="number"
              min={CARD_SECONDS.min}
              max={CARD_SECONDS.max}
              step={0.5}
              className={controlClass}
              value={card.seconds}
              onChange={(e) => {
                const value = e.target.valueAsNumber;
                if (Number.isFinite(value))
                  set((c) => ({
                    ...c,
                    seconds: Math.min(CARD_SECONDS.max, Math.max(CARD_SECONDS.min, value)),
                  }));
              }}
            />
          </div>
          {card.text.trim() === '' ? null : (
            <div
              aria-hidden="true"
              className="grid w-14 place-items-center overflow-hidden rounded p-1 text-center text-[0.5rem] leading-tight font-bold break-words"
              style={{
                aspectRatio: `${width} / ${height}`,
                backgroundColor: card.color,
                color: readableInk(card.color),
              }}
            >
              {card.text}
            </div>
          )}
        </div>
      )}
    </fieldset>
  );
}
