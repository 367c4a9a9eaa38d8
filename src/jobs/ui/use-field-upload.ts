import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch, type FieldPath, type FieldValues } from 'react-hook-form';
import { useGatewayConnection } from '@/gateway/connection';
import { describeError } from '@/gateway/errors';
import { LinksOnlyError, uploadImage } from '@/gateway/image-upload';
import { gatewayPath } from '@/gateway/settings';
import { useT } from '@/i18n/use-t';
import { useGeneratorFormAids } from './generator-context';
import { markLinksOnly, useLinksOnly } from './links-only';
import type { UploadState } from './upload-state';

/** A failed upload remembers the link the field held then: Generate waits until it changes. */
export type FieldUpload =
  | Exclude<UploadState, { phase: 'failed' }>
  | (Extract<UploadState, { phase: 'failed' }> & { linkThen: unknown });

/**
 * A link field's file (issue 27; a talking head's sound, issue 56): checked in the browser by
 * `check` (why it cannot be sent, or null), uploaded to the gateway (`POST <imageUploadPath>`,
 * multipart `file` → `{url}`), and the link it answers put in the field — what Generate sends, as
 * if typed; `uploaded` first tells the form what else it learnt of the file. While an upload is
 * under way, or after one failed and the field still holds what it held then, Generate sends
 * nothing and says why at the field. A gateway without the upload (404) takes links only.
 */
export function useFieldUpload<TValues extends FieldValues>(
  name: FieldPath<TValues>,
  check: (file: File) => Promise<string | null>,
  uploaded?: (url: string, file: File) => void,
) {
  const t = useT();
  const { client, settings } = useGatewayConnection();
  const path = gatewayPath(settings.paths, 'imageUploadPath');
  const linksOnly = useLinksOnly(client.baseUrl, path);
  const { setValue, clearErrors } = useFormContext<TValues>();
  const link: unknown = useWatch<TValues>({ name });
  const [upload, setUpload] = useState<FieldUpload>({ phase: 'idle' });
  const [pickerKey, setPickerKey] = useState(0);
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);

  const hold = useGeneratorFormAids()?.holdGenerate;
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
    const problem = await check(file);
    if (controller.signal.aborted) return;
    if (problem !== null) {
      setUpload({ phase: 'failed', name: file.name, message: problem, linkThen: link });
      return;
    }
    setUpload({ phase: 'uploading', name: file.name, bytes: file.size });
    try {
      const url = await uploadImage(client, path, file, controller.signal);
      if (controller.signal.aborted) return;
      uploaded?.(url, file);
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

  return { upload, take, remove, link, linksOnly, path, pickerKey };
}
