import { intlLocale } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { formFields } from '@/components/ui/form/form-fields';
import { GeneratorForm } from '@/jobs/ui/generator-form';
import { PromptField } from '@/jobs/ui/prompt-field';
import { pixaCreator } from './api';
import { TemplatePicker } from './template-picker';
import {
  SEED_MAX,
  pixaDefaults,
  pixaDurations,
  pixaModelSuggestions,
  pixaMotionModeLabels,
  pixaMotionModes,
  pixaImageLimits,
  pixaQualities,
  zPixaForm,
} from './schema';
import { ImageLinkField } from '@/jobs/ui/image-link-field';
import type { PixaFormInput } from './schema';

const { TextField, SelectField, CheckboxField } = formFields<PixaFormInput>();

export function PixaForm() {
  const t = useT();
  return (
    <GeneratorForm
      schema={zPixaForm}
      defaults={pixaDefaults}
      creator={pixaCreator}
      aria-label={t('pixa.form')}
    >
      <PromptField<PixaFormInput>
        name="prompt"
        hint={t('form.prompt.sceneHint')}
        placeholder={t('pixa.prompt.placeholder')}
      />

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {/* A text box with suggestions: gateways add versions before the studio knows them. */}
        <TextField
          name="model"
          label={t('form.model')}
          hint={t('pixa.model.hint')}
          required
          suggestions={pixaModelSuggestions}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          name="templateId"
          label={t('pixa.templateId')}
          hint={t('pixa.templateId.hint')}
          inputMode="numeric"
          autoComplete="off"
        />
      </div>
      <TemplatePicker />

      {/* Paired on a phone (the motion hint needs the width), all three in a row from sm up. */}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {/* Duration and quality decide whether fast motion is allowed: changing either re-checks it. */}
        <SelectField
          name="duration"
          label={t('pixa.duration')}
          deps="motionMode"
          options={pixaDurations}
          optionLabel={(d) => t('format.seconds', { s: d })}
        />
        <SelectField
          name="quality"
          label={t('pixa.quality')}
          deps="motionMode"
          options={pixaQualities}
        />
        <SelectField
          name="motionMode"
          label={t('pixa.motionMode')}
          hint={t('pixa.motionMode.hint')}
          options={pixaMotionModes}
          optionLabel={(m) => pixaMotionModeLabels[m]}
        />
      </div>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          name="seed"
          label={t('pixa.seed')}
          hint={t('pixa.seed.hint', { max: SEED_MAX.toLocaleString(intlLocale()) })}
          inputMode="numeric"
          autoComplete="off"
        />
      </div>
      <ImageLinkField<PixaFormInput>
        name="imgUrl"
        label={t('pixa.imgUrl')}
        hint={t('pixa.imgUrl.hint')}
        placeholder="https://…/picture.jpg"
        fileLabel={t('frame.pixa.file')}
        limits={pixaImageLimits}
      />

      <CheckboxField name="removeWatermark" label={t('pixa.removeWatermark')} />
    </GeneratorForm>
  );
}
