import { describe, expect, it } from 'vitest';
import { testCharacter } from '@/testing/characters';
import { testJob } from '@/testing/jobs';
import { castOf, madeWith, sameForEvery } from './shot-characters';
import { newShot } from './storyboard-db';

const mia = testCharacter('c-mia', 'Mia');
const leo = testCharacter('c-leo', 'Leo');

const stepJob = testJob({
  id: 'j1',
  prompt: '@Mia at the pier',
  frameStep: {
    input: 'video',
    characters: [{ id: 'c-mia', name: 'Mia' }],
    values: {},
    key: 'k',
    state: 'sent',
    editJobId: null,
    width: null,
    height: null,
    problem: null,
    at: 0,
  },
});
const plainJob = testJob({ id: 'j2', prompt: '@Leo waves at the boats' });
const nobodyJob = testJob({ id: 'j3', prompt: 'The sea at dusk' });
const jobs = new Map([stepJob, plainJob, nobodyJob].map((j) => [j.id, j]));
const jobOf = (id: string) => jobs.get(id);

describe('who is in a shot', () => {
  it('is who its first frame was made with, else who its prompt names', () => {
    expect(madeWith(stepJob, [])).toEqual([{ id: 'c-mia', name: 'Mia' }]);
    expect(madeWith(plainJob, [mia, leo])).toEqual([{ id: 'c-leo', name: 'Leo' }]);
    expect(madeWith(nobodyJob, [mia, leo])).toEqual([]);
    expect(madeWith(undefined, [mia])).toEqual([]);
  });

  it('"Same characters for every shot" wants everyone in each shot; a take without someone says who is missing', () => {
    const [first, second, third] = [newShot('j1', 0, 5), newShot('j2', 0, 5), newShot('j3', 0, 5)];
    const shots = [first, second, third];
    const same = sameForEvery(shots, jobOf, [mia, leo]);
    expect(same.map((s) => s.characters)).toEqual([
      ['c-mia', 'c-leo'],
      ['c-mia', 'c-leo'],
      ['c-mia', 'c-leo'],
    ]);
    expect(
      castOf({ ...first, characters: same[0]?.characters ?? null }, stepJob, [mia, leo]).missing,
    ).toEqual([{ id: 'c-leo', name: 'Leo' }]);
    expect(
      castOf({ ...third, characters: same[2]?.characters ?? null }, nobodyJob, [
        mia,
        leo,
      ]).missing.map((c) => c.name),
    ).toEqual(['Mia', 'Leo']);
    // As made until the board says otherwise: nobody missing.
    expect(castOf(first, stepJob, [mia, leo])).toMatchObject({ missing: [] });
  });

  it('a character removed since keeps the name its first frame knew; one unknown is left out', () => {
    const shot = { ...newShot('j1', 0, 5), characters: ['c-mia', 'c-gone'] };
    expect(castOf(shot, stepJob, []).wanted).toEqual([{ id: 'c-mia', name: 'Mia' }]);
  });
});
