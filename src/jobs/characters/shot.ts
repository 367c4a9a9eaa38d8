import type { PlacedImageInput } from '@/jobs/frames/image-inputs';
import type { Character } from './characters';
import { charactersNamed } from './mentions';

/**
 * Whether a Generate takes the character route (issue 56): its form can take a picture made for
 * it (`withPicture`), its prompt names characters the studio holds, and that picture's field is
 * empty — a first frame the person chose is theirs, and is sent as it is.
 */
export function characterShot(
  kind: string,
  inputs: readonly PlacedImageInput[],
  values: Readonly<Record<string, unknown>>,
  characters: readonly Character[],
): { input: PlacedImageInput; named: Character[] } | null {
  const input = inputs.find((i) => i.kind === kind && i.withPicture !== undefined);
  if (input === undefined) return null;
  const field = values[input.field];
  if (field !== null && field !== undefined && field !== '') return null;
  const prompt = typeof values.prompt === 'string' ? values.prompt : '';
  const named = charactersNamed(prompt, characters);
  return named.length === 0 ? null : { input, named };
}

/** FNV-1a, 32 bits, as hex: enough to tell shots apart in one studio. */
function hash(text: string, seed: number): string {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/**
 * Which first frame a shot makes: its words (spaces evened) and each character as it is now (its
 * pictures and words: a changed character makes a new frame). A video sent again with the same
 * shot finds the frame made the first time by this key, and asks for none.
 */
export function shotKey(prompt: string, characters: readonly Character[]): string {
  const text = [
    prompt.trim().replace(/\s+/g, ' '),
    ...characters.map((c) => `${c.id}@${c.updatedAt}`),
  ].join('\n');
  return `shot-${hash(text, 2166136261)}${hash(text, 0x9747b28c)}`;
}
