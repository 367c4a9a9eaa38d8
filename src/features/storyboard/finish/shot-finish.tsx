import { useId } from 'react';
import { controlClass } from '@/components/ui/control';
import { useT } from '@/i18n/use-t';
import type { Shot } from '../storyboard-db';
import { FRAMINGS } from './framing';

/**
 * A shot's finish (issue 42), on its card: its caption, how it fills the film's shape (Fit with
 * bars, or Fill cropped, the crop moved along the side that is cut), and whether its own sound
 * stays in the film under the song.
 */
export function ShotFinish({
  shot,
  onChange,
}: {
  shot: Shot;
  onChange: (edit: (shot: Shot) => Shot) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-caption`} className="text-xs font-medium">
          {t('storyboard.shot.caption')}
        </label>
        <textarea
          id={`${id}-caption`}
          rows={2}
          className={controlClass}
          value={shot.caption}
          onChange={(e) => {
            const caption = e.target.value;
            onChange((s) => ({ ...s, caption }));
          }}
        />
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <fieldset className="flex flex-wrap items-center gap-3">
          <legend className="sr-only">{t('storyboard.shot.framing')}</legend>
          {FRAMINGS.map((framing) => (
            <label key={framing} className="flex items-center gap-1.5 text-sm">
              <input
                type="radio"
                name={`${id}-framing`}
                value={framing}
                checked={shot.framing === framing}
                onChange={() => onChange((s) => ({ ...s, framing }))}
              />
              {framing === 'fit' ? t('storyboard.shot.fit') : t('storyboard.shot.fill')}
            </label>
          ))}
        </fieldset>
        {shot.framing === 'fill' ? (
          <label className="flex items-center gap-2 text-xs font-medium">
            {t('storyboard.shot.offset')}
            <input
              type="range"
              min={-1}
              max={1}
              step={0.05}
              value={shot.offset}
              className="w-28"
              onChange={(e) => {
                const offset = e.target.valueAsNumber;
                if (Number.isFinite(offset)) onChange((s) => ({ ...s, offset }));
              }}
            />
          </label>
        ) : null}
        <label className="flex items-center gap-1.5 text-sm">
          <input
            type="checkbox"
            checked={shot.sound}
            onChange={(e) => {
              const sound = e.target.checked;
              onChange((s) => ({ ...s, sound }));
            }}
          />
          {t('storyboard.shot.sound')}
        </label>
      </div>
    </div>
  );
}
