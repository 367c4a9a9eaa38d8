import type { ReactNode } from 'react';
import { FilePicker } from '@/components/ui/file-picker';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useT } from '@/i18n/use-t';
import { kilobytes, type UploadState } from './upload-state';

/**
 * The line under a file field that uploads (an image field's file, a talking head's sound): the
 * upload under way with its progress, what it became (`done`, drawn by the field — a picture —
 * else the file's name and size), or why it failed; and **Remove** (**Cancel upload** while it runs). Announced politely;
 * the field's control names it in its `aria-describedby` by `id`.
 */
export function UploadStatus({
  id,
  upload,
  done,
  onRemove,
}: {
  id: string;
  upload: UploadState;
  done?: ReactNode;
  onRemove: () => void;
}) {
  const t = useT();
  return (
    <div id={id} aria-live="polite" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {upload.phase === 'uploading' ? (
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="text-zinc-600 dark:text-zinc-300">
            {t('frame.upload.uploading', { name: upload.name, kb: kilobytes(upload.bytes) })}
          </span>
          <ProgressBar value={null} label={t('frame.upload.progress', { name: upload.name })} />
        </span>
      ) : null}
      {upload.phase === 'done'
        ? (done ?? (
            <span className="min-w-0 flex-1">
              {t('frame.upload.done', { name: upload.name, kb: kilobytes(upload.bytes) })}
            </span>
          ))
        : null}
      {upload.phase === 'failed' ? (
        <span role="alert" className="min-w-0 flex-1 text-red-700 dark:text-red-400">
          {upload.message}
        </span>
      ) : null}
      {upload.phase !== 'idle' ? (
        <Button
          variant="secondary"
          aria-label={t('frame.upload.removeLabel', { name: upload.name })}
          onClick={onRemove}
        >
          {upload.phase === 'uploading' ? t('frame.upload.cancel') : t('frame.upload.remove')}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * A link field's file input: its label, the picker (a new one for each `pickerKey`, so the same
 * file can be chosen again), and its hint; its status line (`UploadStatus`) goes by `<id>-status`.
 */
export function UploadPicker({
  id,
  label,
  accept,
  buttonText,
  hint,
  disabled,
  pickerKey,
  onFile,
}: {
  id: string;
  label: string;
  accept: string;
  buttonText: string;
  hint: ReactNode;
  disabled: boolean;
  pickerKey: number;
  onFile: (file: File) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <FilePicker
        key={pickerKey}
        id={id}
        accept={accept}
        aria-describedby={`${id}-hint ${id}-status`}
        buttonText={buttonText}
        disabled={disabled}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) onFile(file);
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-zinc-500 dark:text-zinc-400">
        {hint}
      </p>
    </div>
  );
}
