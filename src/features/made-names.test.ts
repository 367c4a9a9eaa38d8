import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import type { JobCreator } from '@/jobs/generator';
import type { Job } from '@/jobs/job';
import { childSentence, jobName } from '@/jobs/lineage';
import { slotOf, sourceName, takeName } from '@/jobs/names';
import { downloadFileName } from '@/jobs/copies/download';
import { testJob, testJobView } from '@/testing/jobs';
import { searchText } from '@/features/gallery/find/find';
import { extendCreator, extendSourceOf } from './clip/extend';
import {
  concatCreator,
  continueCreator,
  stemsCreator,
  type MusicSource,
} from './music/derive/derive';
import { infillCreator } from './music/derive/infill';
import { coverCreator, paintCreator } from './music/derive/restyle';
import { remixCreator, remixSourceOf } from './video/remix';

/**
 * Issue 40: a version made from a result is named from its source and what was done, in the
 * language of the moment, so every picker tells a song and its versions apart.
 */
const clip = (id: string, title: string | null) => ({
  kind: 'audio' as const,
  url: `https://cdn.test/${id}.mp3`,
  title,
  remoteId: id,
});

const song = testJob({
  id: 'song',
  kind: 'music',
  prompt: '[Verse] Chicago nights',
  fields: { title: 'Chi' },
  media: [clip('c1', 'Chi'), clip('c2', 'Chi')],
});

/** The music source a take's actions build (clip-actions.tsx). */
const fromTake = (job: Job, clipId: string): MusicSource => ({
  jobId: job.id,
  clipId,
  title: 'Chi',
  model: 'chirp-v4',
  name: sourceName(job, slotOf(job, clipId)),
});

/** The record a creator's first write makes, with the takes the gateway then gave it. */
function made<T>(creator: JobCreator<T>, values: T, id: string, titles: (string | null)[]): Job {
  const summary = creator.summarize(values);
  return testJob({
    id,
    kind: 'music',
    prompt: summary.prompt,
    fields: summary.fields,
    madeName: summary.madeName ?? null,
    source: creator.source?.(values) ?? null,
    media: titles.map((title, n) => clip(`${id}-${n}`, title)),
  });
}

function versions(source: Job = song) {
  const take = fromTake(source, 'c1');
  const words = { lyrics: '', tags: '', title: '' };
  return {
    cover: made(coverCreator(take), { ...words, tags: 'jazz noir' }, 'cover', ['Chi', 'Chi']),
    infill: made(infillCreator(take), { ...words, start: 5, end: 10 }, 'infill', ['Chi', 'Chi']),
    stems: made(stemsCreator(take), undefined, 'stems', ['Chi (Vocals)', 'Chi (Instrumental)']),
    continued: made(continueCreator(take), { ...words, continueAt: 62, lyrics: 'on' }, 'continue', [
      'Chi',
      'Chi',
    ]),
    vocals: made(paintCreator('overpainting', take), { ...words, lyrics: 'la' }, 'paint', ['Chi']),
  };
}

afterEach(() => activateLocale('en'));

describe('versions named from their source and what was done (issue 40)', () => {
  it('a song and five versions of it: every name and every take told apart', () => {
    const v = versions();
    expect(jobName(v.cover)).toBe('Chi — cover: jazz noir');
    expect(jobName(v.infill)).toBe('Chi — 0:05–0:10 replaced');
    expect(jobName(v.stems)).toBe('Chi — stems');
    expect([takeName(v.stems, 0), takeName(v.stems, 1)]).toEqual([
      'Chi — vocals',
      'Chi — instrumental',
    ]);
    expect(jobName(v.continued)).toBe('Chi — continued from 1:02');
    expect(jobName(v.vocals)).toBe('Chi — vocals added');
    // The card's headline says it too, and the prompt stays the prompt.
    expect(testJobView(v.cover).headline).toBe('Chi — cover: jazz noir');
    expect(v.continued.prompt).toBe('on');

    const takes = [song, ...Object.values(v)].flatMap((job) =>
      job.media.map((_, slot) => takeName(job, slot)),
    );
    expect(new Set(takes).size).toBe(takes.length);
    expect(takes).toContain('Chi — cover: jazz noir — take 2');
  });

  it('the source’s given name is used, and a rename of the version wins', () => {
    const named = { ...song, name: 'Album opener' };
    const v = versions(named);
    expect(jobName(v.cover)).toBe('Album opener — cover: jazz noir');
    const renamed = { ...v.cover, name: 'Noir single' };
    expect(jobName(renamed)).toBe('Noir single');
    expect(takeName(renamed, 1)).toBe('Noir single — take 2');
    expect(testJobView(renamed).headline).toBe('Noir single');
    // Made from a version, the name composes: "Chi — cover: jazz noir — vocals".
    const stemsOfCover = made(stemsCreator(fromTake(v.cover, 'cover-0')), undefined, 'stems2', [
      null,
      null,
    ]);
    expect(takeName(stemsOfCover, 0)).toBe('Album opener — cover: jazz noir — vocals');
  });

  it('is what search finds and what a download is saved as; the lineage link keeps its words', () => {
    const v = versions();
    expect(searchText(v.cover)).toContain('chi — cover: jazz noir');
    const vocals = v.stems.media[0];
    if (vocals === undefined) throw new Error('no vocals');
    expect(downloadFileName(v.stems, vocals)).toMatch(/^music-chi-vocals-/);
    // "Made from this" names the child by its own words: the link already says what was done.
    expect(childSentence(v.stems)).toBe('Stems: “Chi”');
  });

  it('a remix, an extension and a whole song are named too', () => {
    const video = testJob({ id: 'v1', prompt: 'Harbour at dawn', name: 'Harbour' });
    const remix = remixCreator(remixSourceOf(video));
    expect(remix.summarize({ prompt: 'at night' }).madeName?.whole).toEqual({
      key: 'video.made.remix',
      values: { name: 'Harbour' },
    });
    const clipJob = testJob({ id: 'c1', kind: 'clip', prompt: 'A lighthouse', name: 'Harbour' });
    const extension = extendCreator(extendSourceOf(clipJob));
    const extended = testJob({
      madeName: extension.summarize({ prompt: 'more' } as never).madeName ?? null,
    });
    expect(jobName(extended)).toBe('Harbour — extended');
    const whole = made(concatCreator(fromTake(song, 'c2')), undefined, 'whole', ['Chi']);
    expect(jobName(whole)).toBe('Chi — whole song');
  });

  it('reads in Chinese once the language is Chinese, the same record', async () => {
    const v = versions();
    await activateLocale('zh');
    expect(jobName(v.cover)).toBe('Chi — 翻唱：jazz noir');
    expect(jobName(v.continued)).toBe('Chi — 从 1:02 续写');
    expect(jobName(v.infill)).toBe('Chi — 0:05–0:10 已替换');
    expect(takeName(v.stems, 0)).toBe('Chi — 人声');
    expect(takeName(v.cover, 1)).toBe('Chi — 翻唱：jazz noir — 第 2 条');
  });
});
