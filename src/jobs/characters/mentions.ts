import type { Character } from './characters';

/**
 * `@Name` in a prompt (issue 56): how a prompt names characters, how the `@` being typed is
 * found for the suggestions, and how a choice is written in. Pure, so the field, the first-frame
 * step and the storyboard read a prompt the same way.
 */

/** An `@` that starts a name: at the start, or after anything that is not part of a word or an email. */
const MENTION = /(^|[^\p{L}\p{N}_@.-])@([\p{L}\p{N}_-]+)/gu;

export interface Mention {
  name: string;
  /** Where the `@` is. */
  start: number;
  /** Just after the name. */
  end: number;
}

/** Every `@name` in the text, in order (a name of no character included: the caller decides). */
export function mentionsIn(text: string): Mention[] {
  const found: Mention[] = [];
  for (const match of text.matchAll(MENTION)) {
    const lead = match[1] ?? '';
    const name = match[2] ?? '';
    const start = (match.index ?? 0) + lead.length;
    found.push({ name, start, end: start + 1 + name.length });
  }
  return found;
}

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** The characters a text names, each once, in the order first named (names match in any case). */
export function charactersNamed<T extends Pick<Character, 'name'>>(
  text: string,
  characters: readonly T[],
): T[] {
  const named: T[] = [];
  for (const mention of mentionsIn(text)) {
    const character = characters.find((c) => same(c.name, mention.name));
    if (character !== undefined && !named.includes(character)) named.push(character);
  }
  return named;
}

/**
 * The `@` being typed just before the caret, and what follows it so far (`query`): what the
 * suggestions filter by. Null when the caret is not at the end of an `@word`.
 */
export function queryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|[^\p{L}\p{N}_@.-])@([\p{L}\p{N}_-]*)$/u.exec(before);
  if (match === null) return null;
  const query = match[2] ?? '';
  return { start: caret - query.length - 1, query };
}

/** The characters whose name starts with the query (then those that contain it), by name. */
export function matchCharacters<T extends Pick<Character, 'name'>>(
  characters: readonly T[],
  query: string,
): T[] {
  const q = query.toLocaleLowerCase();
  const starts = characters.filter((c) => c.name.toLocaleLowerCase().startsWith(q));
  const contains = characters.filter(
    (c) => !starts.includes(c) && c.name.toLocaleLowerCase().includes(q),
  );
  return [...starts, ...contains];
}

/**
 * `@name ` written over the `@query` that ends at the caret: the new text and where the caret
 * goes (after the space). A space already there is not doubled.
 */
export function insertMention(
  text: string,
  at: { start: number; query: string },
  name: string,
): { text: string; caret: number } {
  const end = at.start + 1 + at.query.length;
  const after = text.slice(end);
  const space = after.startsWith(' ') ? '' : ' ';
  const written = `@${name}${space}`;
  return {
    text: `${text.slice(0, at.start)}${written}${after}`,
    caret: at.start + written.length + (space === '' ? 1 : 0),
  };
}

/** The prompt with each named character's `@` dropped: what a model reads ("@Mia runs" → "Mia runs"). */
export function withoutAts(text: string, characters: readonly Pick<Character, 'name'>[]): string {
  let out = '';
  let from = 0;
  for (const mention of mentionsIn(text)) {
    if (!characters.some((c) => same(c.name, mention.name))) continue;
    out += text.slice(from, mention.start);
    from = mention.start + 1;
  }
  return out + text.slice(from);
}

/**
 * What the picture edit is asked, for a shot that names characters: the shot's words (the `@`s
 * dropped), then each character with the numbers of its pictures among those sent and its
 * description. Written for the model, not the person: plain words in the prompt's own order.
 */
export function shotInstruction(
  prompt: string,
  characters: readonly (Pick<Character, 'name' | 'description'> & {
    pictures: readonly unknown[];
  })[],
): string {
  let first = 1;
  const lines = characters.map((c) => {
    const count = c.pictures.length;
    const numbers = count === 1 ? `picture ${first}` : `pictures ${first}–${first + count - 1}`;
    first += count;
    const description = c.description.trim();
    return `${c.name} (${numbers})${description === '' ? '' : `: ${description}`}`;
  });
  return `${withoutAts(prompt, characters).trim()}\n\nThe first frame of this shot, with these people exactly as in their pictures — ${lines.join('; ')}.`;
}
