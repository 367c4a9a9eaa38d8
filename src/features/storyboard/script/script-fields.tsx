import { useId, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass, describedBy } from '@/components/ui/control';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useT } from '@/i18n/use-t';
import type { ShotMaker } from '@/jobs/page-about';
import { cn } from '@/lib/cn';
import { MAX_SCRIPT_SHOTS, ratioFor } from './script-ask';

/** The dialog's fields as typed: the count is text until it is checked. */
export interface ScriptValues {
  script: string;
  count: string;
  kind: string;
  ratio: string;
}

export type ScriptErrors = Partial<Record<'script' | 'count', string>>;

/**
 * "Write shots from a script", its first step: the script or idea, how many shots (1–24), the
 * generator (those that make a script's shots), its ratio (none for a generator without one). A
 * problem is said beside its field and nothing is asked.
 */
export function ScriptFields({
  values,
  errors,
  makers,
  filmAspect,
  onChange,
  onSubmit,
}: {
  values: ScriptValues;
  errors: ScriptErrors;
  makers: readonly ShotMaker[];
  filmAspect: string;
  onChange: (next: ScriptValues) => void;
  onSubmit: () => void;
}) {
  const t = useT();
  const id = useId();
  const maker = makers.find((m) => m.kind === values.kind);
  const ratio = maker?.fields.ratio;
  const set = (patch: Partial<ScriptValues>) => onChange({ ...values, ...patch });

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <Field
        id={`${id}-script`}
        label={t('storyboard.script.text')}
        hint={t('storyboard.script.text.hint')}
        error={errors.script}
      >
        <textarea
          {...describedBy(`${id}-script`, errors.script)}
          rows={6}
          value={values.script}
          aria-required
          onChange={(e) => set({ script: e.currentTarget.value })}
          className={cn(controlClass, 'leading-relaxed')}
        />
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Field
          id={`${id}-count`}
          label={t('storyboard.script.count')}
          hint={t('storyboard.script.count.hint', { max: MAX_SCRIPT_SHOTS })}
          error={errors.count}
        >
          <input
            {...describedBy(`${id}-count`, errors.count)}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_SCRIPT_SHOTS}
            step={1}
            value={values.count}
            onChange={(e) => set({ count: e.currentTarget.value })}
            className={controlClass}
          />
        </Field>
        <Field id={`${id}-kind`} label={t('storyboard.script.generator')}>
          <Select
            id={`${id}-kind`}
            value={values.kind}
            onChange={(e) => {
              const next = makers.find((m) => m.kind === e.currentTarget.value);
              set({ kind: e.currentTarget.value, ratio: ratioFor(next, filmAspect) });
            }}
          >
            {makers.map((m) => (
              <option key={m.kind} value={m.kind}>
                {m.label}
              </option>
            ))}
          </Select>
        </Field>
        {ratio === undefined ? (
          <div className="flex flex-col gap-1">
            <p className="text-sm font-medium">{t('storyboard.script.ratio')}</p>
            <p className="text-xs text-muted">
              {t('storyboard.script.noRatio', { generator: maker?.label ?? values.kind })}
            </p>
          </div>
        ) : (
          <Field id={`${id}-ratio`} label={t('storyboard.script.ratio')}>
            <Select
              id={`${id}-ratio`}
              value={values.ratio}
              onChange={(e) => set({ ratio: e.currentTarget.value })}
            >
              {ratio.choices.map((choice) => (
                <option key={choice}>{choice}</option>
              ))}
            </Select>
          </Field>
        )}
      </div>
      <div className="flex justify-end">
        <Button type="submit">{t('storyboard.script.write')}</Button>
      </div>
    </form>
  );
}
