import type { Character } from '@/jobs/characters/characters';
import { dataUrlBytes } from '@/lib/base64';

/** A character's picture as a file the gateway's upload takes (it is kept as a `data:` URL). */
export function characterPictureFile(character: Character, index: number): File | null {
  const picture = character.pictures[index];
  const read = picture === undefined ? null : dataUrlBytes(picture.dataUrl);
  if (picture === undefined || read === null) return null;
  const extension = read.type === 'image/png' ? 'png' : read.type === 'image/webp' ? 'webp' : 'jpg';
  return new File([read.bytes], `${character.name}-${index + 1}.${extension}`, { type: read.type });
}
