import { describe, expect, it } from 'vitest';
import { testJob, testJobView } from '@/testing/jobs';
import { downloadFileName } from '@/jobs/copies/download';
import { NAME_MAX, nameProblem, resultName, takeName } from './names';

const media = (title: string | null) => ({
  kind: 'audio' as const,
  url: 'https://cdn.test/a.mp3',
  title,
});

describe('names a person gives (issue 40)', () => {
  it('refuses an empty name, one over 80 characters, and a board name already taken', () => {
    expect(nameProblem('')).toBe('empty');
    expect(nameProblem('   ')).toBe('empty');
    expect(nameProblem('x'.repeat(NAME_MAX))).toBeNull();
    expect(nameProblem('x'.repeat(NAME_MAX + 1))).toBe('tooLong');
    // Counted as a person counts: 80 emoji are 80 characters, not 160.
    expect(nameProblem('🎬'.repeat(NAME_MAX))).toBeNull();
    expect(nameProblem(' harbour FILM ', ['Harbour film'])).toBe('duplicate');
    expect(nameProblem('Harbour film 2', ['Harbour film'])).toBeNull();
  });

  it('a given name comes before the title and the prompt; the prompt stays', () => {
    const take = media('Chi');
    const job = testJob({ prompt: 'A warm summer indie-pop', media: [take] });
    expect(resultName(job)).toBe('Chi');
    const named = { ...job, name: 'Album opener' };
    expect(resultName(named)).toBe('Album opener');
    expect(named.prompt).toBe('A warm summer indie-pop');
    expect(testJobView(named).headline).toBe('Album opener');
    expect(downloadFileName(named, { ...take, remoteId: null })).toMatch(/^video-album-opener-/);
  });

  it('the takes of one job are told apart by their number', () => {
    const song = testJob({ prompt: 'Harbour', media: [media('Chi'), media('Chi')] });
    expect([takeName(song, 0), takeName(song, 1)]).toEqual(['Chi — take 1', 'Chi — take 2']);
    const one = testJob({ prompt: 'Harbour', media: [media('Chi')] });
    expect(takeName(one, 0)).toBe('Chi');
    expect(takeName({ ...song, name: 'Demo' }, 1)).toBe('Demo — take 2');
  });

  it('a Pixa take is called by its prompt in the storyboard as on its Library tile, its template only when there is no prompt (issue 54)', () => {
    const template = {
      kind: 'video' as const,
      url: 'https://cdn.test/v.mp4',
      title: 'Cozy Winter',
    };
    const take = testJob({ kind: 'pixa', prompt: 'A red fox leaping', media: [template] });
    expect(testJobView(take).headline).toBe('A red fox leaping');
    expect(resultName(take)).toBe('A red fox leaping');
    expect(takeName(take, 0)).toBe('A red fox leaping');
    const templateOnly = { ...take, prompt: '' };
    expect(testJobView(templateOnly).headline).toBe('Cozy Winter');
    expect(resultName(templateOnly)).toBe('Cozy Winter');
    expect(takeName(templateOnly, 0)).toBe('Cozy Winter');
  });
});
