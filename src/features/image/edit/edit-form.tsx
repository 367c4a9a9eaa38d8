import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { formFields } from '@/components/ui/form/form-fields';
import { useT } from '@/i18n/use-t';
import { GenerateBar } from '@/jobs/ui/generate-bar';
import { GeneratorForm, type CreateState } from '@/jobs/ui/generator-form';
import { PromptField } from '@/jobs/ui/prompt-field';
import { ImageProgress } from '../image-progress';
import { ImageStatus } from '../image-status';
import { imageEditCreator } from './api';
import { MaskPainter } from './mask-painter';
import { PictureField } from './picture-field';
import {
  editCounts,
  editSizeLabels,
  editSizes,
  imageEditDefaults,
  zImageEditForm,
  type EditPicture,
  type ImageEditFormInput,
} from './schema';

const { SelectField } = formFields<ImageEditFormInput>();

/** A relay takes 30–120 s for an edit: the bar's estimate, about the middle. */
const editEstimate = (count: number) => 25 + 10 * count;

/** The chosen pictures and the mask are never kept in a draft: megabytes of text, and asked for again. */
function unkeptPictures(values: ImageEditFormInput): Partial<Record<string, string>> {
  const names = values.pictures.map((p) => p.name).join(', ');
  return {
    pictures: names === '' ? undefined : names,
    mask: values.mask === null ? undefined : 'mask.png',
  };
}

/** The mask painter, over the first picture once there is one (a new picture starts a new mask). */
function MaskField() {
  const pictures = (useWatch<ImageEditFormInput>({ name: 'pictures' }) ?? []) as EditPicture[];
  const first = pictures[0];
  return first === undefined ? null : <MaskPainter key={first.png} picture={first} />;
}

function EditFoot(create: CreateState) {
  const t = useT();
  const n = Number(useWatch<ImageEditFormInput>({ name: 'n' }) ?? 1) || 1;
  return (
    <div className="flex flex-col gap-3">
      {create.isPending ? (
        <ImageProgress
          count={n}
          estimate={editEstimate(n)}
          label={t('image.edit.progress.label')}
        />
      ) : null}
      <GenerateBar
        {...create}
        createdJobId={undefined}
        submitLabel={t('image.edit.submit')}
        busyText={t('image.edit.busy')}
        clearLabel={t('image.edit.clear')}
        note={t('image.edit.note', { count: n })}
      />
      <ImageStatus
        jobId={create.createdJobId}
        made={(count) => t('image.edit.made', { count })}
        failed={t('image.edit.failed')}
      />
    </div>
  );
}

/**
 * Edit a picture (issue 56): a picture — a result, a file, a frame of a video — and an
 * instruction, optionally a mask painted over it, 1–4 results. One request through the one create
 * path (the ledger first, never sent twice); its results are a job of their own kind in the
 * Library, with the picture they were made from as their lineage.
 */
export function ImageEditForm() {
  const t = useT();
  const [creator] = useState(() => imageEditCreator());
  return (
    <GeneratorForm
      schema={zImageEditForm}
      defaults={imageEditDefaults}
      creator={creator}
      aria-label={t('image.edit.form')}
      idPrefix="image-edit"
      unkept={unkeptPictures}
      foot={(create) => <EditFoot {...create} />}
    >
      <PictureField />
      <MaskField />
      <PromptField<ImageEditFormInput>
        name="prompt"
        label={t('image.edit.prompt')}
        hint={t('image.edit.prompt.hint')}
        placeholder={t('image.edit.prompt.placeholder')}
        historyLabel={t('image.edit.history')}
        rows={3}
      />
      <div className="grid gap-4 sm:grid-cols-[3fr_2fr]">
        <SelectField
          name="size"
          label={t('image.edit.size')}
          options={editSizes}
          optionLabel={(s) => editSizeLabels[s]}
        />
        <SelectField
          name="n"
          label={t('image.edit.count')}
          hint={t('image.edit.count.hint')}
          options={editCounts}
        />
      </div>
    </GeneratorForm>
  );
}
