import { useContext, useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FilePicker } from '@/components/ui/file-picker';
import { ProgressBar } from '@/components/ui/progress-bar';
import { FieldIdPrefix, fieldId } from '@/components/ui/form/use-field-control';
import { useGatewayConnection } from '@/gateway/connection';
import { describeError } from '@/gateway/errors';
import { LinksOnlyError, uploadImage } from '@/gateway/image-upload';
import { gatewayPath } from '@/gateway/settings';
import { useT } from '@/i18n/use-t';
import { useGeneratorFormAids } from '@/jobs/ui/generator-context';
import { markLinksOnly, useLinksOnly } from '@/jobs/ui/links-only';
import { audioFileProblem } from './audio-file';
import { AUDIO_MAX_BYTES, audioFileTypes, type AvatarFormInput } from './schema';

type Upload =
  | { phase: 'idle' }
  | { phase: 'uploading'; name: string; bytes: number }
  | { phase: 'done'; name: string; bytes: number; url: string }
  | { phase: 'failed'; name: string; message: string };

const MB = 1024 * 1024;
const kb = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/**
 * The sound as a file of one's own: checked in the browser (type, size, and its length against the
 * form's limits), then sent through the gateway's file upload (`imageUploadPath`, the one file
 * upload the studio assumes: decision 046), whose link fills **Audio URL** — what Generate sends.
 * While it uploads, or after it failed, Generate sends nothing and says why at the field.
 */
export function AudioUpload() {
  const t = useT();
  const { client, settings } = useGatewayConnection();
  const path = gatewayPath(settings.paths, 'imageUploadPath');
  const linksOnly = useLinksOnly(client.baseUrl, path);
  const { setValue, clearErrors, getValues } = useFormContext<AvatarFormInput>();
  const [upload, setUpload] = useState<Upload>({ phase: 'idle' });
  const [pickerKey, setPickerKey] = useState(0);
  const id = `${fieldId(useContext(FieldIdPrefix) ?? 'form', 'audio')}-file`;
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);

  const hold = useGeneratorFormAids()?.holdGenerate;
  useEffect(
    () =>
      hold?.('audio', () => {
        if (upload.phase === 'uploading') return t('frame.upload.wait', { name: upload.name });
        if (upload.phase === 'failed' && getValues('audio') === '')
          return t('frame.upload.held', { name: upload.name });
        return null;
      }),
    [hold, upload, getValues, t],
  );

  async function take(file: File) {
    aborter.current?.abort();
    const controller = new AbortController();
    aborter.current = controller;
    clearErrors('audio');
    const checked = await audioFileProblem(file);
    if (controller.signal.aborted) return;
    if ('problem' in checked) {
      setUpload({ phase: 'failed', name: file.name, message: checked.problem });
      return;
    }
    setUpload({ phase: 'uploading', name: file.name, bytes: file.size });
    try {
      const url = await uploadImage(client, path, file, controller.signal);
      if (controller.signal.aborted) return;
      setValue('audioName', file.name);
      setValue('audioLength', { seconds: checked.seconds, of: url });
      setValue('audio', url, { shouldValidate: true, shouldDirty: true });
      setUpload({ phase: 'done', name: file.name, bytes: file.size, url });
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof LinksOnlyError) {
        markLinksOnly(client.baseUrl, path);
        setUpload({ phase: 'idle' });
        return;
      }
      const reason = describeError(error);
      setUpload({
        phase: 'failed',
        name: file.name,
        message: t('frame.upload.failed', { name: file.name, reason }),
      });
    }
  }

  function remove() {
    aborter.current?.abort();
    if (upload.phase === 'done' && getValues('audio') === upload.url)
      setValue('audio', '', { shouldDirty: true });
    clearErrors('audio');
    setUpload({ phase: 'idle' });
    setPickerKey((k) => k + 1);
  }

  if (linksOnly)
    return (
      <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
        {t('avatar.audio.linksOnly', { path })}
      </p>
    );
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm">
        {t('avatar.audio.file')}
      </label>
      <FilePicker
        key={pickerKey}
        id={id}
        accept={audioFileTypes.join(',')}
        aria-describedby={`${id}-hint ${id}-status`}
        buttonText={t('avatar.audio.chooseFile')}
        disabled={upload.phase === 'uploading'}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) void take(file);
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('avatar.audio.fileHint', { max: AUDIO_MAX_BYTES / MB })}
      </p>
      <div
        id={`${id}-status`}
        aria-live="polite"
        className="flex flex-wrap items-center gap-3 text-sm"
      >
        {upload.phase === 'uploading' ? (
          <span className="flex min-w-0 flex-1 flex-col gap-1">
            <span>{t('frame.upload.uploading', { name: upload.name, kb: kb(upload.bytes) })}</span>
            <ProgressBar value={null} label={t('frame.upload.progress', { name: upload.name })} />
          </span>
        ) : null}
        {upload.phase === 'done' ? (
          <span className="min-w-0 flex-1">
            {t('frame.upload.done', { name: upload.name, kb: kb(upload.bytes) })}
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
