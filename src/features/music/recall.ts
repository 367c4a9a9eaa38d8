import type { Job } from '@/jobs/job';
import { asRecord, recallFrom, type Recall, type RecallCandidate } from '@/jobs/forms/recall';
import { nonEmptyText } from '@/lib/text';
import { zMusicForm, type MusicFormInput } from './schema';

/** The first clip an imported job knows: its metadata holds the words and the style. */
function firstClip(job: Job): Record<string, unknown> {
  return Array.isArray(job.raw) ? asRecord(job.raw[0]) : {};
}

/**
 * A music job's settings as the music form holds them, from the body that was sent
 * (`toMusicRequest`): description mode sent the description, lyrics mode the lyrics, style and
 * title. Fields of the other mode were not sent, so they are not recalled (the form keeps its
 * own). An imported job's clips tell their lyrics or description, style, title and model.
 */
export function recallMusic(job: Job): Recall<MusicFormInput> {
  const candidate: RecallCandidate<MusicFormInput> = {};
  if (job.request !== undefined) {
    const body = asRecord(job.request);
    const described = 'gpt_description_prompt' in body;
    candidate.mode = described ? 'description' : 'lyrics';
    if (described) candidate.description = body.gpt_description_prompt;
    else {
      if ('prompt' in body) candidate.lyrics = body.prompt;
      if ('tags' in body) candidate.tags = body.tags;
      if ('title' in body) candidate.title = body.title;
    }
    if ('make_instrumental' in body) candidate.instrumental = body.make_instrumental;
    if ('mv' in body) candidate.model = body.mv;
    // A song sung by a persona is sung by it again (the form lets it go if the persona is gone);
    // a song without one is not.
    if (!described) candidate.personaId = 'persona_id' in body ? body.persona_id : '';
  } else {
    const clip = firstClip(job);
    const metadata = asRecord(clip.metadata);
    const description = nonEmptyText(metadata.gpt_description_prompt);
    candidate.mode = description === null ? 'lyrics' : 'description';
    if (description !== null) candidate.description = description;
    else {
      const lyrics = nonEmptyText(metadata.prompt);
      if (lyrics !== null) candidate.lyrics = lyrics;
      const title = nonEmptyText(clip.title);
      if (title !== null) candidate.title = title;
    }
    const tags = nonEmptyText(metadata.tags);
    if (tags !== null) candidate.tags = tags;
    const model = nonEmptyText(clip.model_name) ?? nonEmptyText(clip.major_model_version);
    if (model !== null) candidate.model = model;
  }
  const needed: (keyof MusicFormInput)[] =
    candidate.mode === 'description'
      ? ['description', 'instrumental', 'model']
      : ['lyrics', 'tags', 'title', 'instrumental', 'model'];
  return recallFrom<MusicFormInput>(zMusicForm.shape, candidate, needed);
}
