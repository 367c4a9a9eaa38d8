import { ResponseShapeError } from '@/gateway/errors';
import type { GatewaySettings } from '@/gateway/settings';
import type { JobCreator } from '@/jobs/generator';
import type { JobSource } from '@/jobs/job';
import { answerPage, unreadableAnswer } from '../api';
import { zImageAnswer } from '../gateway-schema';
import { normaliseImageAnswer, type ImageOutcome } from '../normalise';
import { imagePath, type ImageEditForm } from '../paths';
import { generateContentPathFor, zGenerateContentAnswer } from './gateway-schema';
import { normaliseGenerated } from './normalise';
import { describeEdit, toEditJson, toEditMultipart, toGenerateContent } from './request';
import type { EditRequest } from './schema';

/** Edits are jobs of their own kind: their Library card, lineage and "Use these settings" are an edit's. */
export const IMAGE_EDIT_KIND = 'image-edit';

/** Lineage: a result the edit was made from (`edit`), or a frame of a video (`editFrame`, at a time). */
export const EDIT_RELATIONS = { picture: 'edit', frame: 'editFrame' } as const;

/**
 * Their lineage words, as lineage finds them by the relation a job stores (`lineageKeys`):
 * written out so each is a message this folder asks for (its messages hold them).
 */
export const editLineageWords = {
  edit: { source: 'lineage.source.edit', child: 'lineage.child.edit' },
  editFrame: {
    source: 'lineage.source.editFrame',
    child: 'lineage.child.editFrame',
    sourceAt: 'lineage.source.editFrameAt',
    childAt: 'lineage.child.editFrameAt',
  },
} as const;

/** An edit answers when the pictures are made (30–120 s at relays): well past the client's 30 s. */
export function editDeadlineMs(values: Pick<EditRequest, 'n'>): number {
  return Math.max(180_000, values.n * 60_000);
}

/** Where, in which form, and with which model this profile sends an edit. */
export function editTarget(settings: GatewaySettings) {
  const form = imagePath(settings.paths, 'imageEditForm') as ImageEditForm;
  const model = imagePath(settings.paths, 'imageEditModel');
  const path =
    form === 'generate-content'
      ? generateContentPathFor(imagePath(settings.paths, 'generateContentPath'), model)
      : imagePath(settings.paths, 'imageEditsPath');
  return { form, model, path };
}

/** The first picture's origin as the edit's lineage; a file has none. */
export function editSource(values: Pick<EditRequest, 'pictures'>): JobSource | null {
  const from = values.pictures[0]?.from;
  if (from?.jobId == null) return null;
  return {
    jobId: from.jobId,
    relation: from.at === null ? EDIT_RELATIONS.picture : EDIT_RELATIONS.frame,
    remoteId: null,
    at: from.at,
  };
}

/**
 * Edit a picture: one POST that ends with the pictures, as text to image is — the record written
 * before it, a refusal or a lost answer said honestly, never sent twice, nothing to poll. The
 * pictures of a `b64_json` or generate-content answer are kept in this browser as the job's copy
 * (`bytes`) before the job is written finished. `summaryExtra`: fields a caller adds (a
 * character's name, for its first frame).
 */
export function imageEditCreator(
  options: { source?: JobSource | null; summaryExtra?: Record<string, string> } = {},
): JobCreator<EditRequest> {
  return {
    kind: IMAGE_EDIT_KIND,
    followable: false,
    summarize: (values) => ({
      prompt: values.prompt,
      fields: {
        pictures: values.pictures.map((p) => p.name).join(', '),
        mask: values.mask !== null,
        images: values.n,
        size: values.size,
        ...options.summaryExtra,
      },
    }),
    describeRequest: (values, settings) => describeEdit(values, editTarget(settings)),
    source: (values) => (options.source === undefined ? editSource(values) : options.source),
    async create({ client, settings, signal }, values) {
      const { form, model, path } = editTarget(settings);
      const page = answerPage();
      const common = { method: 'POST' as const, path, signal, timeoutMs: editDeadlineMs(values) };
      let outcome: ImageOutcome;
      try {
        if (form === 'generate-content') {
          const answer = await client.json({
            ...common,
            body: toGenerateContent(values),
            schema: zGenerateContentAnswer,
          });
          outcome = normaliseGenerated(answer, page);
        } else {
          const answer = await client.json({
            ...common,
            body: form === 'json' ? toEditJson(values, model) : toEditMultipart(values, model),
            schema: zImageAnswer,
          });
          outcome = normaliseImageAnswer(answer, page);
        }
      } catch (error) {
        if (error instanceof ResponseShapeError) return unreadableAnswer(error);
        throw error;
      }
      return { remoteIds: [], update: outcome.update, bytes: outcome.bytes };
    },
  };
}
