import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { GeneratorForm } from '@/jobs/ui/generator-form';
import { PromptHistory } from '@/jobs/ui/prompt-history';
import { clipCreator } from './api';
import { clipAspectRatios, clipDefaults, zClipForm } from './schema';

export function ClipForm() {
  return (
    <GeneratorForm
      schema={zClipForm}
      defaults={clipDefaults}
      creator={clipCreator}
      aria-label="Clip generator"
    >
      <TextareaField
        name="prompt"
        label="Prompt"
        hint="Describe the scene and its motion."
        required
        rows={4}
        placeholder="A hummingbird hovering over a red flower, macro, slow motion"
      />
      <PromptHistory field="prompt" />
      <SelectField name="aspectRatio" label="Aspect ratio" options={clipAspectRatios} />
      <TextField
        name="imageUrl"
        label="Start image URL"
        hint="Optional. The clip starts from this image (http:// or https://)."
        type="url"
        inputMode="url"
        spellCheck={false}
        placeholder="https://…/start.jpg"
      />
      <TextField
        name="imageEndUrl"
        label="End image URL"
        hint="Optional. The clip ends on this image (http:// or https://)."
        type="url"
        inputMode="url"
        spellCheck={false}
        placeholder="https://…/end.jpg"
      />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <CheckboxField name="expandPrompt" label="Expand prompt" />
        <CheckboxField name="loop" label="Loop" />
      </div>
    </GeneratorForm>
  );
}
