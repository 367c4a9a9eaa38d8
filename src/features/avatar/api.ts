import { fillPath } from '@/gateway/path';
import { zTaskEnvelope, zTaskSubmit } from '@/gateway/schemas/task-envelope';
import { answeredTask, submittedTaskId } from '@/gateway/task-answers';
import { message } from '@/i18n/i18n';
import type { JobCreator, JobPoller } from '@/jobs/generator';
import type { JobUpdate } from '@/jobs/job';
import declared from './generator.json';
import { normaliseAvatar } from './normalise';
import { avatarPath } from './paths';
import { linkName, toAvatarRequest } from './request';
import type { AvatarFormValues } from './schema';

/** The first words of what is said, as the card names the voice. */
const firstWords = (text: string) => (text.length > 40 ? `${text.slice(0, 39).trimEnd()}…` : text);

/** One POST, never retried: the talking head is paid work. */
export const avatarCreator: JobCreator<AvatarFormValues> = {
  kind: declared.kind,
  summarize: (values) => {
    const portrait = values.portraitName || linkName(values.portrait);
    const audio = values.voice === 'saved' ? '' : values.audioName || linkName(values.audio);
    const voice = values.voice === 'audio' ? audio : `“${firstWords(values.text)}”`;
    const seconds = values.audioLength?.of === values.audio ? values.audioLength.seconds : null;
    return {
      prompt: values.voice === 'audio' ? '' : values.text,
      fields: {
        voice: values.voice,
        portrait: portrait || null,
        audio: audio || null,
        seconds: seconds === null ? null : Math.round(seconds * 10) / 10,
      },
      madeName:
        portrait === '' || voice === ''
          ? null
          : { whole: message('avatar.made', { portrait, voice }), takes: [] },
    };
  },
  describeRequest: (values) => toAvatarRequest(values),
  async create({ client, settings, signal }, values) {
    const answer = await client.json({
      method: 'POST',
      path: avatarPath(settings.paths, 'avatarCreatePath'),
      body: toAvatarRequest(values),
      schema: zTaskSubmit,
      signal,
    });
    return { remoteIds: [submittedTaskId(answer)], update: { status: 'queued' } };
  },
};

/** One GET per job, at the query path its profile holds, the video read from its video field. */
export const avatarPoller: JobPoller = {
  batched: false,
  async poll({ client, settings, signal }, jobs) {
    const updates = new Map<string, JobUpdate>();
    for (const job of jobs) {
      const id = job.remoteIds[0];
      if (id === undefined) continue;
      const path = fillPath(avatarPath(settings.paths, 'avatarPollPath'), { id });
      const answer = answeredTask(
        await client.json({ method: 'GET', path, schema: zTaskEnvelope, signal }),
      );
      updates.set(job.id, normaliseAvatar(answer, avatarPath(settings.paths, 'avatarVideoField')));
    }
    return updates;
  },
};
