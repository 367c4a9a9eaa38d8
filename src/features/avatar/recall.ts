import type { Job } from '@/jobs/job';
import { asRecord, recallFrom, type Recall, type RecallCandidate } from '@/jobs/forms/recall';
import { zAvatarForm, type AvatarFormInput } from './schema';

/**
 * A talking head's settings as its form holds them, from the body that was sent (`toAvatarRequest`):
 * the portrait, and the sound as it was sent (a link, a voice sample and words, or a saved voice
 * and words). The names the card showed come back from its fields; the measured size and length
 * are measured again when the form opens.
 */
export function recallAvatar(job: Job): Recall<AvatarFormInput> {
  const body = asRecord(job.request);
  const candidate: RecallCandidate<AvatarFormInput> = {};
  if ('avatar_url' in body) candidate.portrait = body.avatar_url;
  if (typeof body.no_watermark === 'boolean') candidate.noWatermark = body.no_watermark;
  if (typeof job.fields.portrait === 'string') candidate.portraitName = job.fields.portrait;
  if (typeof job.fields.audio === 'string') candidate.audioName = job.fields.audio;
  const clone = asRecord(body.create_voice);
  const saved = asRecord(body.use_voice);
  if ('audio_url' in body) {
    candidate.voice = 'audio';
    candidate.audio = body.audio_url;
  } else if ('create_voice' in body) {
    candidate.voice = 'clone';
    candidate.audio = clone.audio_url;
    candidate.text = clone.text;
    candidate.language = clone.language;
  } else if ('use_voice' in body) {
    candidate.voice = 'saved';
    candidate.voiceId = saved.voice_engine_id;
    candidate.audioId = saved.audio_id ?? '';
    candidate.text = saved.text;
    candidate.language = saved.language;
  }
  return recallFrom<AvatarFormInput>(zAvatarForm.shape, candidate, ['portrait', 'voice']);
}
