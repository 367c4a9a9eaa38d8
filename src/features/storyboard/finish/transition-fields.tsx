import { useId } from 'react';
import { controlClass } from '@/components/ui/control';
import { ErrorLine } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useT } from '@/i18n/use-t';
import type { Shot } from '../board/storyboard-db';
import {
  TRANSITION_KINDS,
  TRANSITION_SECONDS,
  zTransitionSeconds,
  type TransitionKind,
} from './transitions';
import { useCheckedNumber } from './use-checked-number';

/**
 * How the shot before gives way to this one (issue 54 item 10), on every shot after the first: a
 * cut, a cross-fade or a dip to black, and its length (checked by `zTransitionSeconds`; a length
 * out of bounds is said beside the field and not kept).
 */
export function TransitionFields({
  shot,
  n,
  onChange,
}: {
  shot: Shot;
  n: number;
  onChange: (edit: (shot: Shot) => Shot) => void;
}) {
  const t = useT();
  const id = useId();
  const names: Record<TransitionKind, string> = {
    cut: t('storyboard.transition.cut'),
    crossfade: t('storyboard.transition.crossfade'),
    dip: t('storyboard.transition.dip'),
  };
  const { kind, seconds } = shot.transition;
  const length = useCheckedNumber(zTransitionSeconds, seconds, (value) =>
    onChange((s) => ({ ...s, transition: { ...s.transition, seconds: value } })),
  );
  const problem = length.problem;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-kind`} className="text-xs font-medium">
          {t('storyboard.transition.label', { n })}
        </label>
        <Select
          id={`${id}-kind`}
          value={kind}
          onChange={(e) => {
            const next = TRANSITION_KINDS.find((k) => k === e.target.value) ?? 'cut';
            onChange((s) => ({ ...s, transition: { ...s.transition, kind: next } }));
          }}
        >
          {TRANSITION_KINDS.map((k) => (
            <option key={k} value={k}>
              {names[k]}
            </option>
          ))}
        </Select>
      </div>
      {kind === 'cut' ? null : (
        <div className="flex w-44 flex-col gap-1">
          <label htmlFor={`${id}-seconds`} className="text-xs font-medium">
            {t('storyboard.transition.seconds', { n })}
          </label>
          <input
            id={`${id}-seconds`}
            type="number"
            inputMode="decimal"
            min={TRANSITION_SECONDS.min}
            max={TRANSITION_SECONDS.max}
            step={0.05}
            className={controlClass}
            value={length.text}
            aria-invalid={problem !== null ? true : undefined}
            aria-describedby={problem !== null ? `${id}-problem` : `${id}-help`}
            onChange={(e) => length.change(e.target.value)}
          />
        </div>
      )}
      {kind !== 'cut' && problem !== null ? (
        <ErrorLine id={`${id}-problem`}>{problem}</ErrorLine>
      ) : kind === 'cut' ? null : (
        <p id={`${id}-help`} className="w-full text-xs text-muted">
          {t('storyboard.transition.help')}
        </p>
      )}
    </div>
  );
}
