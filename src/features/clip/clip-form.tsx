import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { controlClass, describedBy } from '@/components/ui/control';
import { GenerateBar } from '@/jobs/generate-bar';
import { useCreateJob } from '@/jobs/use-create-job';
import { clipCreator } from './api';
import {
  clipAspectRatios,
  clipDefaults,
  zClipForm,
  type ClipFormInput,
  type ClipFormValues,
} from './schema';

export function ClipForm() {
  const { submit, isPending, error, createdJobId, reset } = useCreateJob(clipCreator);
  const form = useForm<ClipFormInput, unknown, ClipFormValues>({
    resolver: zodResolver(zClipForm),
    defaultValues: clipDefaults,
  });
  const { register, formState } = form;
  const errors = formState.errors;

  return (
    <form
      noValidate
      aria-label="Clip generator"
      className="flex flex-col gap-4"
      onSubmit={(e) => void form.handleSubmit(submit, () => reset())(e)}
    >
      <Field
        id="clip-prompt"
        label="Prompt"
        hint="Describe the scene and its motion."
        error={errors.prompt?.message}
      >
        <textarea
          {...register('prompt')}
          {...describedBy('clip-prompt', errors.prompt?.message)}
          aria-required
          rows={4}
          className={controlClass}
          placeholder="A hummingbird hovering over a red flower, macro, slow motion"
        />
      </Field>

      <Field id="clip-aspect-ratio" label="Aspect ratio" error={errors.aspectRatio?.message}>
        <select
          {...register('aspectRatio')}
          {...describedBy('clip-aspect-ratio', errors.aspectRatio?.message, false)}
          className={controlClass}
        >
          {clipAspectRatios.map((r) => (
            <option key={r}>{r}</option>
          ))}
        </select>
      </Field>

      <Field
        id="clip-image-url"
        label="Start image URL"
        hint="Optional. The clip starts from this image (http:// or https://)."
        error={errors.imageUrl?.message}
      >
        <input
          {...register('imageUrl')}
          {...describedBy('clip-image-url', errors.imageUrl?.message)}
          type="url"
          inputMode="url"
          spellCheck={false}
          placeholder="https://…/start.jpg"
          className={controlClass}
        />
      </Field>

      <Field
        id="clip-image-end-url"
        label="End image URL"
        hint="Optional. The clip ends on this image (http:// or https://)."
        error={errors.imageEndUrl?.message}
      >
        <input
          {...register('imageEndUrl')}
          {...describedBy('clip-image-end-url', errors.imageEndUrl?.message)}
          type="url"
          inputMode="url"
          spellCheck={false}
          placeholder="https://…/end.jpg"
          className={controlClass}
        />
      </Field>

      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <div className="flex items-center gap-2">
          <input
            {...register('expandPrompt')}
            id="clip-expand-prompt"
            type="checkbox"
            className="size-4 accent-indigo-600"
          />
          <label htmlFor="clip-expand-prompt" className="text-sm">
            Expand prompt
          </label>
        </div>
        <div className="flex items-center gap-2">
          <input
            {...register('loop')}
            id="clip-loop"
            type="checkbox"
            className="size-4 accent-indigo-600"
          />
          <label htmlFor="clip-loop" className="text-sm">
            Loop
          </label>
        </div>
      </div>

      <GenerateBar isPending={isPending} error={error} createdJobId={createdJobId} />
    </form>
  );
}
