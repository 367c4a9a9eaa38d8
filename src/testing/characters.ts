import type { Character } from '@/jobs/characters/characters';

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
