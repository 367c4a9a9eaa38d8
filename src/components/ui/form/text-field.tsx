import type { ComponentProps, ReactNode } from 'react';
import { Field } from '../field';
import { controlClass } from '../control';
import { CharacterCount } from './character-count';
import { useFieldControl } from './use-field-control';

type NativeInput = Omit<
  ComponentProps<'input'>,
  | 'id'
  | 'name'
  | 'className'
  | 'required'
  | 'list'
  | keyof ReturnType<typeof useFieldControl>['control']
>;

/**
 * A labelled one-line text box. `suggestions` add a datalist (`<id>-suggestions`): a text box that
 * suggests, for values the gateway may grow before the studio knows them.
 */
export function TextField({
  name,
  label,
  hint,
  required,
  deps,
  suggestions,
  ...native
}: NativeInput & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean | undefined;
  deps?: string | string[];
  suggestions?: readonly string[];
}) {
  const { id, error, count, max, control } = useFieldControl(name, {
    hint,
    label,
    required,
    deps,
    counted: true,
  });
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        {...native}
        {...control}
        list={suggestions ? `${id}-suggestions` : undefined}
        className={controlClass}
      />
      {suggestions ? (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      ) : null}
      <CharacterCount count={count} max={max} />
    </Field>
  );
}
