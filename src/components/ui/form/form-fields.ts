import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
import { NumberField, type NumberFieldProps } from './number-field';
import { SelectField, type SelectFieldProps } from './select-field';
import { TextField, type TextFieldProps } from './text-field';
import { TextareaField, type TextareaFieldProps } from './textarea-field';

/** The kit's field parts, their `name` (and `deps`) limited to the field paths of one form's values. */
export interface FormFields<TValues extends FieldValues> {
  TextField: (props: TextFieldProps<TValues>) => ReactNode;
  TextareaField: (props: TextareaFieldProps<TValues>) => ReactNode;
  NumberField: (props: NumberFieldProps<TValues>) => ReactNode;
  SelectField: <T extends string>(props: SelectFieldProps<TValues, T>) => ReactNode;
  CheckboxField: (props: CheckboxFieldProps<TValues>) => ReactNode;
}

/**
 * The field parts for a form whose input values are `TValues`, taken once beside the form
 * (`const { TextField } = formFields<ClipFormInput>()`): a name that is not one of its fields —
 * a typo, a field renamed in the schema — fails to compile instead of rendering a field that
 * never validates. The parts are the same components; only their types are bound. Unbound, a
 * part accepts no name at all.
 */
export function formFields<TValues extends FieldValues>(): FormFields<TValues> {
  return { TextField, TextareaField, NumberField, SelectField, CheckboxField };
}
