import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { controlClass, describedBy } from '@/components/ui/control';
import { GenerateBar } from '@/jobs/generate-bar';
import { useCreateJob } from '@/jobs/use-create-job';
import { pixaCreator } from './api';
import {
  SEED_MAX,
  pixaDefaults,
  pixaDurations,
  pixaModelSuggestions,
  pixaMotionModes,
  pixaQualities,
  zPixaForm,
  type PixaFormInput,
  type PixaFormValues,
} from './schema';

export function PixaForm() {
  const { submit, isPending, error, createdJobId, reset } = useCreateJob(pixaCreator);
  const form = useForm<PixaFormInput, unknown, PixaFormValues>({
    resolver: zodResolver(zPixaForm),
    defaultValues: pixaDefaults,
  });
  const { register, formState } = form;
  const errors = formState.errors;

  return (
    <form
      noValidate
      aria-label="Pixa generator"
      className="flex flex-col gap-4"
      onSubmit={(e) => void form.handleSubmit(submit, () => reset())(e)}
    >
      <Field
        id="pixa-prompt"
        label="Prompt"
        hint="Describe the scene and its motion."
        error={errors.prompt?.message}
      >
        <textarea
          {...register('prompt')}
          {...describedBy('pixa-prompt', errors.prompt?.message)}
          aria-required
          rows={4}
          className={controlClass}
          placeholder="A red fox leaping through fresh snow, slow motion, golden hour"
        />
      </Field>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field
          id="pixa-model"
          label="Model"
          hint="v3.5, v4, v4.5, v5, or another version name."
          error={errors.model?.message}
        >
          {/* A text box with suggestions: gateways add versions before the studio knows them. */}
          <input
            {...register('model')}
            {...describedBy('pixa-model', errors.model?.message)}
            aria-required
            list="pixa-model-suggestions"
            autoComplete="off"
            spellCheck={false}
            className={controlClass}
          />
          <datalist id="pixa-model-suggestions">
            {pixaModelSuggestions.map((m) => (
              <option key={m} value={m} />
            ))}
          </datalist>
        </Field>
        <Field
          id="pixa-template-id"
          label="Template ID"
          hint="Optional: an effect template's number."
          error={errors.templateId?.message}
        >
          <input
            {...register('templateId')}
            {...describedBy('pixa-template-id', errors.templateId?.message)}
            inputMode="numeric"
            autoComplete="off"
            className={controlClass}
          />
        </Field>
      </div>

      {/* Paired on a phone (the motion hint needs the width), all three in a row from sm up. */}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {/* Duration and quality decide whether fast motion is allowed: changing either re-checks it. */}
        <Field id="pixa-duration" label="Duration" error={errors.duration?.message}>
          <select
            {...register('duration', { deps: 'motionMode' })}
            {...describedBy('pixa-duration', errors.duration?.message, false)}
            className={controlClass}
          >
            {pixaDurations.map((d) => (
              <option key={d} value={d}>
                {d} s
              </option>
            ))}
          </select>
        </Field>
        <Field id="pixa-quality" label="Quality" error={errors.quality?.message}>
          <select
            {...register('quality', { deps: 'motionMode' })}
            {...describedBy('pixa-quality', errors.quality?.message, false)}
            className={controlClass}
          >
            {pixaQualities.map((q) => (
              <option key={q}>{q}</option>
            ))}
          </select>
        </Field>
        <Field
          id="pixa-motion-mode"
          label="Motion mode"
          hint="Fast: 5 s only, not at 1080p."
          error={errors.motionMode?.message}
        >
          <select
            {...register('motionMode')}
            {...describedBy('pixa-motion-mode', errors.motionMode?.message)}
            className={controlClass}
          >
            {pixaMotionModes.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </Field>
      </div>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field
          id="pixa-seed"
          label="Seed"
          hint={`Optional: 0 to ${SEED_MAX.toLocaleString('en')}.`}
          error={errors.seed?.message}
        >
          <input
            {...register('seed')}
            {...describedBy('pixa-seed', errors.seed?.message)}
            inputMode="numeric"
            autoComplete="off"
            className={controlClass}
          />
        </Field>
        <Field
          id="pixa-img-url"
          label="Image URL"
          hint="Optional: a picture to animate (http or https)."
          error={errors.imgUrl?.message}
        >
          <input
            {...register('imgUrl')}
            {...describedBy('pixa-img-url', errors.imgUrl?.message)}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://…/picture.jpg"
            className={controlClass}
          />
        </Field>
      </div>

      <div className="flex items-center gap-2">
        <input
          {...register('removeWatermark')}
          id="pixa-remove-watermark"
          type="checkbox"
          className="size-4 accent-indigo-600"
        />
        <label htmlFor="pixa-remove-watermark" className="text-sm">
          Remove watermark
        </label>
      </div>

      <GenerateBar isPending={isPending} error={error} createdJobId={createdJobId} />
    </form>
  );
}
