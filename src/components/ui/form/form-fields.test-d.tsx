/**
 * Type tests, checked by `tsc -p tsconfig.app.json` (not run by vitest): a field part's `name`
 * must be a field path of the form it is bound to. Each `@ts-expect-error` fails the type check
 * the day the line it marks compiles.
 */
import { formFields } from './form-fields';
import { TextField as UnboundTextField } from './text-field';

interface Values {
  prompt: string;
  seconds: number;
  loop: boolean;
  shape: 'wide' | 'tall';
  paths: { clipQueryPath: string };
}

const { TextField, TextareaField, NumberField, SelectField, CheckboxField } = formFields<Values>();

export const fieldsThatExist = (
  <>
    <TextareaField name="prompt" label="Prompt" />
    <TextField name="paths.clipQueryPath" label="Clip query path" deps="prompt" />
    <NumberField name="seconds" label="Seconds" />
    <SelectField
      name="shape"
      label="Shape"
      options={['wide', 'tall'] as const}
      optionLabel={(shape: 'wide' | 'tall') => shape}
    />
    <CheckboxField name="loop" label="Loop" hint="Plays again from the start." />
  </>
);

export const typos = (
  <>
    {/* @ts-expect-error: "promt" is not a field of the form. */}
    <TextareaField name="promt" label="Prompt" />
    {/* @ts-expect-error: a nested path is checked to its end. */}
    <TextField name="paths.clipQuery" label="Clip query path" />
    {/* @ts-expect-error: `deps` names fields of the same form. */}
    <TextField name="prompt" label="Prompt" deps="second" />
    {/* @ts-expect-error: "secs" is not a field of the form. */}
    <NumberField name="secs" label="Seconds" />
    {/* @ts-expect-error: "form" is not a field of the form. */}
    <SelectField name="form" label="Shape" options={['wide', 'tall'] as const} />
    {/* @ts-expect-error: "looping" is not a field of the form. */}
    <CheckboxField name="looping" label="Loop" />
  </>
);

export const unbound = (
  <>
    {/* @ts-expect-error: a part not bound to a form's values takes no name at all. */}
    <UnboundTextField name="prompt" label="Prompt" />
  </>
);
