import { useContext, useState, type ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { TextField } from '@/components/ui/form/text-field';
import { useHandedImage } from '@/components/ui/form/form-aids';
import { FieldIdPrefix, fieldId } from '@/components/ui/form/use-field-control';
import { useT } from '@/i18n/use-t';
import { safeMediaUrl } from '@/lib/safe-url';
import { checkImageFile, typeNames, type ImageFileLimits } from './image-file-check';
import { kilobytes } from './upload-state';
import { UploadPicker, UploadStatus } from './upload-status';
import { useFieldUpload } from './use-field-upload';

/**
 * A field that takes an image by link, and a local file too (issue 27): the file is checked
 * against the generator's limits in the browser, uploaded to the gateway
 * (`POST <imageUploadPath>`), and the link it answers fills the box — the link is what Generate
 * sends, as if typed. While an upload is under way, or after one failed, Generate sends nothing
 * and says why here. A gateway without the upload (404) takes links only: the field says so and
 * keeps its link box.
 */
export function ImageLinkField<TValues extends FieldValues>({
  name,
  label,
  hint,
  placeholder,
  fileLabel,
  limits,
}: {
  name: FieldPath<TValues>;
  label: string;
  hint: ReactNode;
  placeholder: string;
  /** The file input's label ("Start image file"). */
  fileLabel: string;
  limits: ImageFileLimits;
}) {
  const t = useT();
  const { upload, take, remove, link, linksOnly, path, pickerKey } = useFieldUpload<TValues>(
    name,
    (file) => checkImageFile(file, limits),
  );
  // An image handed over from a result ("Use as first frame"): its picture shows here while the
  // box still holds its link, so the person sees what arrived, not only an address.
  const handedFrom = useHandedImage(name);
  const [handedLink] = useState(() => (handedFrom === undefined ? undefined : link));
  const handed =
    handedFrom !== undefined && typeof link === 'string' && link === handedLink
      ? safeMediaUrl(link)
      : null;
  const id = fieldId(useContext(FieldIdPrefix) ?? 'form', name);
  const fileId = `${id}-file`;

  const thumb = upload.phase === 'done' && link === upload.url ? safeMediaUrl(upload.url) : null;
  return (
    <div className="flex flex-col gap-2">
      <TextField<TValues>
        name={name}
        label={label}
        hint={hint}
        type="url"
        inputMode="url"
        spellCheck={false}
        placeholder={placeholder}
      />
      {handed !== null ? (
        <img
          src={handed}
          alt={t('restore.image.alt', { from: handedFrom })}
          className="max-h-40 max-w-full self-start rounded border border-zinc-200 bg-zinc-100 object-contain dark:border-zinc-700 dark:bg-zinc-800"
        />
      ) : null}
      {linksOnly ? (
        <p
          id={`${id}-links-only`}
          role="status"
          className="text-sm text-amber-800 dark:text-amber-300"
        >
          {t('frame.upload.linksOnly', { path })}
        </p>
      ) : (
        <UploadPicker
          id={fileId}
          label={fileLabel}
          accept={limits.types.join(',')}
          buttonText={t('frame.upload.choose')}
          hint={t('frame.upload.hint', {
            types: typeNames(limits.types),
            max: Math.round(limits.maxBytes / 1024 / 1024),
          })}
          disabled={upload.phase === 'uploading'}
          pickerKey={pickerKey}
          onFile={(file) => void take(file)}
        />
      )}
      <UploadStatus
        id={`${fileId}-status`}
        upload={upload}
        onRemove={remove}
        done={
          upload.phase === 'done' && link === upload.url ? (
            <span className="flex min-w-0 flex-1 items-center gap-3 text-zinc-700 dark:text-zinc-200">
              {thumb !== null ? (
                <img
                  src={thumb}
                  alt=""
                  className="size-12 shrink-0 rounded border border-zinc-200 object-cover dark:border-zinc-700"
                />
              ) : null}
              <span data-testid="image-upload-done">
                {t('frame.upload.done', { name: upload.name, kb: kilobytes(upload.bytes) })}
              </span>
            </span>
          ) : null
        }
      />
    </div>
  );
}
