import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/control';
import { useT } from '@/i18n/use-t';
import type { Shot } from '../board/storyboard-db';
import type { TimedCue } from './captions';
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
      <TimedCues shot={shot} onChange={onChange} />
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

/**
 * Captions with their own in and out inside the shot (seconds from its in point): shown with the
 * shot's caption while both are on, and written into the subtitle files at their moments.
 */
function TimedCues({
  shot,
  onChange,
}: {
  shot: Shot;
  onChange: (edit: (shot: Shot) => Shot) => void;
}) {
  const t = useT();
  const id = useId();
  const setCue = (index: number, edit: (cue: TimedCue) => TimedCue) =>
    onChange((s) => ({ ...s, cues: s.cues.map((c, i) => (i === index ? edit(c) : c)) }));
  const seconds = (value: number) => Math.max(0, Math.round(value * 10) / 10);
  return (
    <div className="flex flex-col gap-2">
      {shot.cues.map((cue, index) => {
        const n = index + 1;
        return (
          <div key={index} className="flex flex-wrap items-end gap-2">
            <div className="flex min-w-32 flex-1 flex-col gap-1">
              <label htmlFor={`${id}-${index}-text`} className="text-xs font-medium">
                {t('storyboard.cue.text', { n })}
              </label>
              <input
                id={`${id}-${index}-text`}
                className={controlClass}
                value={cue.text}
                onChange={(e) => {
                  const text = e.target.value;
                  setCue(index, (c) => ({ ...c, text }));
                }}
              />
            </div>
            {(['from', 'to'] as const).map((end) => (
              <div key={end} className="flex w-20 flex-col gap-1">
                <label htmlFor={`${id}-${index}-${end}`} className="text-xs font-medium">
                  {end === 'from' ? t('storyboard.cue.from') : t('storyboard.cue.to')}
                </label>
                <input
                  id={`${id}-${index}-${end}`}
                  aria-label={
                    end === 'from'
                      ? t('storyboard.cue.fromName', { n })
                      : t('storyboard.cue.toName', { n })
                  }
                  type="number"
                  min={0}
                  step={0.1}
                  className={controlClass}
                  value={cue[end]}
                  onChange={(e) => {
                    const value = e.target.valueAsNumber;
                    if (Number.isFinite(value))
                      setCue(index, (c) => ({ ...c, [end]: seconds(value) }));
                  }}
                />
              </div>
            ))}
            <Button
              variant="ghost"
              aria-label={t('storyboard.cue.remove', { n })}
              onClick={() =>
                onChange((s) => ({ ...s, cues: s.cues.filter((_, i) => i !== index) }))
              }
            >
              <X aria-hidden="true" focusable="false" className="size-4" />
            </Button>
          </div>
        );
      })}
      <div>
        <Button
          variant="ghost"
          onClick={() =>
            onChange((s) => {
              const last = s.cues.at(-1);
              const from = last === undefined ? 0 : last.to;
              return { ...s, cues: [...s.cues, { text: '', from, to: from + 2 }] };
            })
          }
        >
          <Plus aria-hidden="true" focusable="false" className="size-4" />
          {t('storyboard.cue.add')}
        </Button>
      </div>
    </div>
  );
}
