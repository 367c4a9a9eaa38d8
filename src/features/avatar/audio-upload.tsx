import { useContext, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldIdPrefix, fieldId } from '@/components/ui/form/use-field-control';
import { useT } from '@/i18n/use-t';
import { UploadPicker, UploadStatus } from '@/jobs/ui/upload-status';
import { useFieldUpload } from '@/jobs/ui/use-field-upload';
import { audioFileProblem } from './audio-file';
import { AUDIO_MAX_BYTES, audioFileTypes, type AvatarFormInput } from './schema';

const MB = 1024 * 1024;

/**
 * The sound as a file of one's own: checked in the browser (type, size, and its length against the
 * form's limits), then sent through the gateway's file upload (`imageUploadPath`, the one file
 * upload the studio assumes: decision 046), whose link fills **Audio URL** — what Generate sends.
 * While it uploads, or after it failed, Generate sends nothing and says why at the field.
 */
export function AudioUpload() {
  const t = useT();
  const { setValue } = useFormContext<AvatarFormInput>();
  // The length read by the check, for the form once the file's link is known.
  const seconds = useRef<number | null>(null);
  const { upload, take, remove, linksOnly, path, pickerKey } = useFieldUpload<AvatarFormInput>(
    'audio',
    async (file) => {
      const checked = await audioFileProblem(file);
      if ('problem' in checked) return checked.problem;
      seconds.current = checked.seconds;
      return null;
    },
    (url, file) => {
      setValue('audioName', file.name);
      if (seconds.current !== null) setValue('audioLength', { seconds: seconds.current, of: url });
    },
  );
  const id = `${fieldId(useContext(FieldIdPrefix) ?? 'form', 'audio')}-file`;

  if (linksOnly)
    return (
      <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
        {t('avatar.audio.linksOnly', { path })}
      </p>
    );
  return (
    <div className="flex flex-col gap-1">
      <UploadPicker
        id={id}
        label={t('avatar.audio.file')}
        accept={audioFileTypes.join(',')}
        buttonText={t('avatar.audio.chooseFile')}
        hint={t('avatar.audio.fileHint', { max: AUDIO_MAX_BYTES / MB })}
        disabled={upload.phase === 'uploading'}
        pickerKey={pickerKey}
        onFile={(file) => void take(file)}
      />
      <UploadStatus id={`${id}-status`} upload={upload} onRemove={remove} />
    </div>
  );
}
