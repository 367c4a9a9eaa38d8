import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useFormContext, useWatch, type FieldPath, type FieldValues } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FilePicker } from '@/components/ui/file-picker';
import { ProgressBar } from '@/components/ui/progress-bar';
import { TextField } from '@/components/ui/form/text-field';
import { useHandedImage } from '@/components/ui/form/form-aids';
import { FieldIdPrefix, fieldId } from '@/components/ui/form/use-field-control';
import { useGatewayConnection } from '@/gateway/connection';
import { gatewayPath } from '@/gateway/settings';
import { describeError } from '@/gateway/errors';
import { LinksOnlyError, uploadImage } from '@/gateway/image-upload';
import { useT } from '@/i18n/use-t';
import { safeMediaUrl } from '@/lib/safe-url';
import { useGeneratorFormAids } from './generator-context';
import { checkImageFile, typeNames, type ImageFileLimits } from './image-file-check';
import { markLinksOnly, useLinksOnly } from './links-only';

type Upload =
  | { phase: 'idle' }
  | { phase: 'uploading'; name: string; bytes: number }
  | { phase: 'done'; name: string; bytes: number; url: string }
  | { phase: 'failed'; name: string; message: string; linkThen: unknown };

const kb = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

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
  const { client, settings } = useGatewayConnection();
  const path = gatewayPath(settings.paths, 'imageUploadPath');
  const linksOnly = useLinksOnly(client.baseUrl, path);
  const { setValue, clearErrors } = useFormContext<TValues>();
  const link: unknown = useWatch<TValues>({ name });
  const [upload, setUpload] = useState<Upload>({ phase: 'idle' });
  const [pickerKey, setPickerKey] = useState(0);
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
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);

  // Generate waits for an upload under way, and sends nothing after a failed one until the
  // person deals with it: removes it, chooses again, or writes a link.
  const aids = useGeneratorFormAids();
  const hold = aids?.holdGenerate;
  useEffect(
    () =>
      hold?.(name, () => {
        if (upload.phase === 'uploading') return t('frame.upload.wait', { name: upload.name });
        if (upload.phase === 'failed' && Object.is(link, upload.linkThen))
          return t('frame.upload.held', { name: upload.name });
        return null;
      }),
    [hold, name, upload, link, t],
  );

  async function take(file: File) {
    aborter.current?.abort();
    const controller = new AbortController();
    aborter.current = controller;
    clearErrors(name);
    const problem = await checkImageFile(file, limits);
    if (controller.signal.aborted) return;
    if (problem !== null) {
      setUpload({ phase: 'failed', name: file.name, message: problem, linkThen: link });
      return;
    }
    setUpload({ phase: 'uploading', name: file.name, bytes: file.size });
    try {
      const url = await uploadImage(client, path, file, controller.signal);
      if (controller.signal.aborted) return;
      setValue(name, url as never, { shouldValidate: true, shouldDirty: true });
      setUpload({ phase: 'done', name: file.name, bytes: file.size, url });
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof LinksOnlyError) {
        markLinksOnly(client.baseUrl, path);
        setUpload({ phase: 'idle' });
        return;
      }
      setUpload({
        phase: 'failed',
        name: file.name,
        message: t('frame.upload.failed', { name: file.name, reason: describeError(error) }),
        linkThen: link,
      });
    }
  }

  function remove() {
    aborter.current?.abort();
    if (upload.phase === 'done' && link === upload.url)
      setValue(name, '' as never, { shouldValidate: false, shouldDirty: true });
    clearErrors(name);
    setUpload({ phase: 'idle' });
    // A new input: the same file can be chosen again and fires a change.
    setPickerKey((k) => k + 1);
  }

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
        <div className="flex flex-col gap-1">
          <label htmlFor={fileId} className="text-sm">
            {fileLabel}
          </label>
          <FilePicker
            key={pickerKey}
            id={fileId}
            accept={limits.types.join(',')}
            aria-describedby={`${fileId}-hint ${fileId}-status`}
            buttonText={t('frame.upload.choose')}
            disabled={upload.phase === 'uploading'}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file) void take(file);
            }}
          />
          <p id={`${fileId}-hint`} className="text-xs text-zinc-500 dark:text-zinc-400">
            {t('frame.upload.hint', {
              types: typeNames(limits.types),
              max: Math.round(limits.maxBytes / 1024 / 1024),
            })}
          </p>
        </div>
      )}
      <div
        id={`${fileId}-status`}
        aria-live="polite"
        className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm"
      >
        {upload.phase === 'uploading' ? (
          <span className="flex min-w-0 flex-1 flex-col gap-1">
            <span className="text-zinc-600 dark:text-zinc-300">
              {t('frame.upload.uploading', { name: upload.name, kb: kb(upload.bytes) })}
            </span>
            <ProgressBar value={null} label={t('frame.upload.progress', { name: upload.name })} />
          </span>
        ) : null}
        {upload.phase === 'done' && link === upload.url ? (
          <span className="flex min-w-0 flex-1 items-center gap-3 text-zinc-700 dark:text-zinc-200">
            {thumb !== null ? (
              <img
                src={thumb}
                alt=""
                className="size-12 shrink-0 rounded border border-zinc-200 object-cover dark:border-zinc-700"
              />
            ) : null}
            <span data-testid="image-upload-done">
              {t('frame.upload.done', { name: upload.name, kb: kb(upload.bytes) })}
            </span>
          </span>
        ) : null}
        {upload.phase === 'failed' ? (
          <span role="alert" className="min-w-0 flex-1 text-red-700 dark:text-red-400">
            {upload.message}
          </span>
        ) : null}
        {upload.phase !== 'idle' ? (
          <Button
            variant="secondary"
            aria-label={t('frame.upload.removeLabel', { name: upload.name })}
            onClick={remove}
          >
            {upload.phase === 'uploading' ? t('frame.upload.cancel') : t('frame.upload.remove')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
