import { beforeEach } from 'vitest';
import { reopenCharacterDb, type Character } from '@/jobs/characters/characters';

/** Each test gets an empty database of characters (and of kept first frames) of its own. */
export function withFreshCharacters(prefix = 'test-characters'): void {
  beforeEach(async () => {
    await reopenCharacterDb(`${prefix}-${Math.random().toString(36).slice(2)}`);
  });
}

/** A character picture: a tiny JPEG data URL, enough for anything that only draws or lists it. */
export const testPicture = {
  id: 'p',
  dataUrl: 'data:image/jpeg;base64,AA==',
  width: 1,
  height: 1,
  name: '',
  from: null,
};

/** A character with one picture, named as a prompt would mention it (`@Mia`). */
export const testCharacter = (id: string, name: string): Character => ({
  id,
  name,
  description: '',
  pictures: [testPicture],
  createdAt: 1,
  updatedAt: 1,
});
