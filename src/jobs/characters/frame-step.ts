import { describeError } from '@/gateway/errors';
import type { GatewayConnection } from '@/gateway/connection';
import { uploadImage } from '@/gateway/image-upload';
import { gatewayPath } from '@/gateway/settings';
import { t } from '@/i18n/i18n';
import { dataUrlBytes } from '@/lib/base64';
import { measureImage } from '@/lib/measure-image';
import { createJob } from '@/jobs/create/create-path';
import type { BoundPicture, PlacedImageInput } from '@/jobs/frames/image-inputs';
import { pictureAsFrame, pictureAsPng } from '@/jobs/frames/picture-png';
import { resultBlob } from '@/jobs/frames/result-bytes';
import type { Job, JobSummary } from '@/jobs/job';
import { errorText } from '@/jobs/job-view';
import { getJob } from '@/jobs/ledger/reads';
import { sendCreate } from '@/jobs/queue/send-create';
import { keepFrame, keptFrame, type Character } from './characters';
import { shotInstruction } from './mentions';
import { pictureEditor } from './picture-editor';
import { shotKey } from './shot';
import { addStepJob, claimStep, moveStep } from './step-writes';

/**
 * A shot's first frame from its characters (issue 56): the video's record written first, its
 * frame made by a picture edit of the characters' pictures into the shot's words (a job of its
 * own, through the one create path), kept in this browser by the shot's key — reused when the
 * same shot is asked for again — shown on the shot's card, replaceable, and the video sent with
 * it when the person says so, once (`claimStep`).
 */

/** The lineage of a first frame's edit: "First frame for “<the shot>”". */
export const FRAME_RELATION = 'characterFrame';

/** Its words, as lineage finds them by the relation (`lineageKeys`). */
export const frameLineageWords = {
  source: 'lineage.source.characterFrame',
  child: 'lineage.child.characterFrame',
} as const;

/** The most pictures one frame's edit sends (each character's, in the order named). */
const PICTURES_MAX = 10;

export interface ShotStart {
  connection: GatewayConnection;
  kind: string;
  input: PlacedImageInput;
  named: readonly Character[];
  /** The form's values as typed at Generate: sent with the frame once it is chosen. */
  values: Record<string, unknown>;
  summary: JobSummary;
  request: unknown;
  boards: readonly string[];
}

const promptOf = (values: Readonly<Record<string, unknown>>) =>
  typeof values.prompt === 'string' ? values.prompt : '';

/** Step 1 of a character shot: its record, then the frame asked for (or found) while the caller goes on. */
export async function startShot(start: ShotStart): Promise<string> {
  const prompt = promptOf(start.values);
  const key = shotKey(prompt, start.named);
  const job = await addStepJob({
    kind: start.kind,
    gateway: start.connection.client.baseUrl,
    profileId: start.connection.profileId,
    summary: start.summary,
    request: start.request,
    boards: start.boards,
    step: {
      input: start.input.id,
      characters: start.named.map(({ id, name }) => ({ id, name })),
      values: start.values,
      key,
      editJobId: null,
      width: null,
      height: null,
      problem: null,
    },
  });
  void makeFrame(start.connection, job.id, start.named, { reuse: true });
  return job.id;
}

function failed(jobId: string, problem: string) {
  return moveStep(jobId, ['making'], () => ({ state: 'failed', problem }));
}

/** A character's pictures as the PNGs an edit sends. */
async function picturesOf(named: readonly Character[]) {
  const wanted = named.flatMap((c) => c.pictures.map((p) => ({ p, c }))).slice(0, PICTURES_MAX);
  return Promise.all(
    wanted.map(async ({ p, c }) => {
      const bytes = dataUrlBytes(p.dataUrl);
      const drawn = await pictureAsPng(
        new Blob([bytes?.bytes ?? new Uint8Array(0)], { type: bytes?.type ?? 'image/jpeg' }),
        `${c.name}-${p.id.slice(0, 6)}`,
      );
      return {
        png: drawn.dataUrl,
        name: drawn.file.name,
        width: drawn.width,
        height: drawn.height,
      };
    }),
  );
}

/**
 * The frame, made or found: a frame kept for the shot's key is reused (`reuse`: not when the
 * person asks for another); else one picture edit is sent through the one create path, and its
 * result, once kept, is the frame. Never throws: what goes wrong is the step's, said on the card.
 */
export async function makeFrame(
  connection: GatewayConnection,
  jobId: string,
  named: readonly Character[],
  { reuse }: { reuse: boolean },
): Promise<void> {
  const job = await getJob(jobId);
  const step = job?.frameStep;
  if (job === undefined || step == null) return;
  try {
    const kept = reuse ? await keptFrame(step.key) : undefined;
    if (kept !== undefined) {
      await moveStep(jobId, ['making'], () => ({
        state: 'ready',
        editJobId: kept.editJobId,
        width: kept.width,
        height: kept.height,
        problem: null,
      }));
      return;
    }
    const editor = await pictureEditor();
    if (editor === null) return void (await failed(jobId, t('character.step.noEditor')));
    if (named.length === 0) return void (await failed(jobId, t('character.step.charactersGone')));
    const made = editor.creator({
      pictures: await picturesOf(named),
      prompt: shotInstruction(promptOf(step.values), named),
      source: { jobId, relation: FRAME_RELATION, remoteId: null, at: null },
      characters: named.map((c) => `@${c.name}`).join(' '),
    });
    if ('problem' in made) return void (await failed(jobId, made.problem));
    await moveStep(jobId, ['making', 'ready', 'failed'], () => ({
      state: 'making',
      problem: null,
    }));
    const editJobId = await createJob(connection, { creator: made.creator });
    await settleFrame(connection, jobId, editJobId);
  } catch (error) {
    await failed(jobId, describeError(error)).catch(() => undefined);
  }
}

/**
 * Where the frame's edit ended, said on the step once (after a reload too): its picture kept as
 * the shot's frame, or why there is none. An edit still waiting for its answer is left alone.
 */
export async function settleFrame(
  connection: GatewayConnection,
  jobId: string,
  editJobId: string,
): Promise<void> {
  const [job, edit] = await Promise.all([getJob(jobId), getJob(editJobId)]);
  const step = job?.frameStep;
  if (edit === undefined || step == null || step.state !== 'making') return;
  if (edit.status === 'succeeded') {
    const blob = await resultBlob(edit, 0, connection.client);
    const size = await measureImage(blob);
    if (size === null) return void (await failed(jobId, t('frame.picture.unreadable')));
    await keepFrame({
      key: step.key,
      blob,
      ...size,
      editJobId,
      link: null,
      linkGateway: null,
      madeAt: Date.now(),
    });
    await moveStep(jobId, ['making'], () => ({
      state: 'ready',
      editJobId,
      ...size,
      problem: null,
    }));
  } else if (
    edit.status === 'failed' ||
    edit.status === 'refused' ||
    (edit.status === 'submitting' && edit.error !== null)
  ) {
    await moveStep(jobId, ['making'], () => ({
      state: 'failed',
      editJobId,
      problem: errorText(edit) ?? t('character.step.noFrame'),
    }));
  }
}

/** Another picture as the shot's frame (a file, a result): kept under the shot's key, ready to send. */
export async function replaceFrame(jobId: string, blob: Blob): Promise<void> {
  const job = await getJob(jobId);
  const step = job?.frameStep;
  if (step == null || step.state === 'sent') return;
  const size = await measureImage(blob);
  if (size === null) throw new Error(t('frame.picture.unreadable'));
  await keepFrame({
    key: step.key,
    blob,
    ...size,
    editJobId: null,
    link: null,
    linkGateway: null,
    madeAt: Date.now(),
  });
  await moveStep(jobId, ['making', 'ready', 'failed'], () => ({
    state: 'ready',
    editJobId: null,
    ...size,
    problem: null,
  }));
}

/** The frame as the input takes it: a frame file fitted to its limits, or a link the gateway's upload answers (kept for a reuse). */
async function boundPicture(
  connection: GatewayConnection,
  job: Job,
  input: PlacedImageInput,
): Promise<BoundPicture> {
  const step = job.frameStep;
  const kept = step === null ? undefined : await keptFrame(step.key);
  if (kept === undefined) throw new Error(t('character.step.frameGone'));
  if (input.frame !== undefined)
    return {
      frame: await pictureAsFrame(
        kept.blob,
        input.frame.limits,
        `first-frame-${job.id.slice(0, 8)}.png`,
      ),
    };
  const gateway = connection.client.baseUrl;
  if (kept.link !== null && kept.linkGateway === gateway) return { link: kept.link };
  const file = new File([kept.blob], `first-frame-${job.id.slice(0, 8)}.png`, {
    type: kept.blob.type === '' ? 'image/png' : kept.blob.type,
  });
  const link = await uploadImage(
    connection.client,
    gatewayPath(connection.settings.paths, 'imageUploadPath'),
    file,
  );
  await keepFrame({ ...kept, link, linkGateway: gateway });
  return { link };
}

/**
 * The video sent with its frame: bound by its form's own schema (`withPicture`), the record
 * claimed (ready → sent, submitting) before its one POST, then sent as every create is. A second
 * call finds it claimed and sends nothing; a refusal or a lost answer is recorded as for any job.
 */
export async function sendShot(
  connection: GatewayConnection,
  jobId: string,
  input: PlacedImageInput,
): Promise<void> {
  // A second press in this tab while the first is under way does nothing (not even an upload);
  // another tab is stopped by the claim.
  if (sending.has(jobId)) return;
  sending.add(jobId);
  try {
    await send(connection, jobId, input);
  } finally {
    sending.delete(jobId);
  }
}

const sending = new Set<string>();

async function send(connection: GatewayConnection, jobId: string, input: PlacedImageInput) {
  const job = await getJob(jobId);
  const step = job?.frameStep;
  if (
    job === undefined ||
    step == null ||
    step.state !== 'ready' ||
    input.withPicture === undefined
  )
    return;
  const bound = input.withPicture(step.values, await boundPicture(connection, job, input));
  if ('problem' in bound) throw new Error(bound.problem);
  const claimed = await claimStep(jobId, {
    request: bound.creator.describeRequest(undefined, connection.settings),
    fields: bound.creator.summarize(undefined).fields,
  });
  if (claimed === undefined) return;
  await sendCreate(connection, claimed, bound.creator);
}
