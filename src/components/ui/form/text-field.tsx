import type { ComponentProps, ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
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

export type TextFieldProps<TValues extends FieldValues> = NativeInput & {
  name: NoInfer<FieldPath<TValues>>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean | undefined;
  deps?: NoInfer<FieldPath<TValues> | FieldPath<TValues>[]>;
  suggestions?: readonly string[];
  /** The id of a note outside the field that describes it too while it shows (a warning). */
  alsoDescribedBy?: string | undefined;
};

/**
 * A labelled one-line text box. `suggestions` add a datalist (`<id>-suggestions`): a text box that
 * suggests, for values the gateway may grow before the studio knows them. Its values are unbound
 * (no name fits) until `formFields<TValues>()` binds it to a form's.
 */
export function TextField<TValues extends FieldValues = never>({
  name,
  label,
  hint,
  required,
  deps,
  suggestions,
  alsoDescribedBy,
  ...native
}: TextFieldProps<TValues>) {
  const { id, error, count, max, control } = useFieldControl<TValues>(name, {
    hint,
    label,
    required,
    deps,
    counted: true,
    alsoDescribedBy,
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
