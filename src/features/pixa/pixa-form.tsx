import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { GeneratorForm } from '@/jobs/ui/generator-form';
import { PromptHistory } from '@/jobs/ui/prompt-history';
import { pixaCreator } from './api';
import {
  SEED_MAX,
  pixaDefaults,
  pixaDurations,
  pixaModelSuggestions,
  pixaMotionModes,
  pixaQualities,
  zPixaForm,
} from './schema';

export function PixaForm() {
  return (
    <GeneratorForm
      schema={zPixaForm}
      defaults={pixaDefaults}
      creator={pixaCreator}
      aria-label="Pixa generator"
    >
      <TextareaField
        name="prompt"
        label="Prompt"
        hint="Describe the scene and its motion."
        required
        rows={4}
        placeholder="A red fox leaping through fresh snow, slow motion, golden hour"
      />
      <PromptHistory field="prompt" />

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {/* A text box with suggestions: gateways add versions before the studio knows them. */}
        <TextField
          name="model"
          label="Model"
          hint="v3.5, v4, v4.5, v5, or another version name."
          required
          suggestions={pixaModelSuggestions}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          name="templateId"
          label="Template ID"
          hint="Optional: an effect template's number."
          inputMode="numeric"
          autoComplete="off"
        />
      </div>

      {/* Paired on a phone (the motion hint needs the width), all three in a row from sm up. */}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {/* Duration and quality decide whether fast motion is allowed: changing either re-checks it. */}
        <SelectField
          name="duration"
          label="Duration"
          deps="motionMode"
          options={pixaDurations}
          optionLabel={(d) => `${d} s`}
        />
        <SelectField name="quality" label="Quality" deps="motionMode" options={pixaQualities} />
        <SelectField
          name="motionMode"
          label="Motion mode"
          hint="Fast: 5 s only, not at 1080p."
          options={pixaMotionModes}
        />
      </div>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          name="seed"
          label="Seed"
          hint={`Optional: 0 to ${SEED_MAX.toLocaleString('en')}.`}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          name="imgUrl"
          label="Image URL"
          hint="Optional: a picture to animate (http or https)."
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://…/picture.jpg"
        />
      </div>

      <CheckboxField name="removeWatermark" label="Remove watermark" />
    </GeneratorForm>
  );
}
