import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/control';
import { Field } from '@/components/ui/field';
import { intlLocale } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { PRESET_NAME_MAX } from '@/jobs/forms/presets';

/**
 * A preset's name, typed inside the generator's form: not a form of its own (forms do not nest),
 * so Enter here saves the name instead of submitting the generator, and Escape gives up.
 */
export function PresetNameInput({
  label,
  initial = '',
  action,
  onDone,
  onCancel,
}: {
  label: string;
  initial?: string;
  /** The button's name ("Save preset", "Rename"). */
  action: string;
  onDone: (name: string) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  const id = useId();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string>();
  const submit = async () => {
    const clean = name.trim();
    if (clean === '') return setError(t('form.presets.nameRequired'));
    if (clean.length > PRESET_NAME_MAX)
      return setError(
        t('form.presets.nameTooLong', { max: PRESET_NAME_MAX.toLocaleString(intlLocale()) }),
      );
    try {
      await onDone(clean);
    } catch {
      setError(t('form.presets.saveFailed'));
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Field id={id} label={label} error={error} className="min-w-0 flex-1">
        <input
          id={id}
          value={name}
          // Opened by the person's own click on "Save as preset" or "Rename": the name is what comes next.
          autoFocus
          maxLength={PRESET_NAME_MAX + 20}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey) {
              e.preventDefault();
              void submit();
            } else if (e.key === 'Escape') {
              e.preventDefault();
              onCancel();
            }
          }}
          className={controlClass}
        />
      </Field>
      <div className="flex gap-2 pb-0.5">
        <Button variant="secondary" onClick={() => void submit()}>
          {action}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
      </div>
    </div>
  );
}
