import type { GatewayClient } from '@/gateway/client';
import { uploadImage } from '@/gateway/image-upload';
import { message } from '@/i18n/i18n';
import { sendToForm } from '@/jobs/forms/form-handoff';
import { leaveFrame } from '@/jobs/forms/frame-handoff';
import { navigate } from '@/lib/hash-route';
import type { PlacedImageInput } from './image-inputs';
import { pictureAsFrame } from './picture-png';

/**
 * A picture the studio holds as bytes (a picture edit's result: a `b64_json` answer has no link)
 * handed to a form's image field (issue 56: "usable as a first frame like any picture"). A field
 * that takes a frame (Video's first frame) gets it as a file fitted to its limits, as "Use this
 * frame" hands one; a field that takes links only (Clip, Pixa) gets the link the gateway's image
 * upload answers for it (`POST <imageUploadPath>`; a 404 there says the gateway takes links only).
 * Nothing is sent to a generator: its form opens with the picture set and waits for Generate.
 */
export async function handOverPicture({
  target,
  blob,
  jobId,
  from,
  client,
  uploadPath,
}: {
  target: PlacedImageInput;
  blob: Blob;
  jobId: string;
  /** The picture's job, by its name: the form says where the picture came from. */
  from: string;
  client: GatewayClient;
  uploadPath: string;
}): Promise<void> {
  const name = `picture-${jobId.slice(0, 8)}.png`;
  if (target.frame !== undefined) {
    const frame = await pictureAsFrame(blob, target.frame.limits, name);
    leaveFrame({
      kind: target.kind,
      field: target.field,
      file: frame.file,
      note: message('frame.note.picture', { from, width: frame.width, height: frame.height }),
    });
    sendToForm(
      target.kind,
      jobId,
      { values: target.frame.values, missing: [], pending: {} },
      { from, field: target.field },
    );
  } else {
    const file = new File([blob], name, { type: blob.type === '' ? 'image/png' : blob.type });
    const link = await uploadImage(client, uploadPath, file);
    sendToForm(target.kind, jobId, target.recall(link), { from, field: target.field });
  }
  navigate(`/${target.path}`);
}
