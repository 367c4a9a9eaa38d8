import { describe, expect, it } from 'vitest';
import { GPT_ID_MAX, zGptLookupForm } from './schema';

function messageFor(id: string): string | null {
  const result = zGptLookupForm.safeParse({ id });
  return result.success ? null : (result.error.issues[0]?.message ?? 'invalid');
}

describe('the GPT ID field', () => {
  it.each(['g-2fkFE8rbu', 'g-2fkFE8rbu-trail-planner', 'g-a', 'g-abc_DEF-123'])(
    'accepts %s',
    (id) => {
      expect(messageFor(id)).toBeNull();
    },
  );

  it('trims what was pasted around the id', () => {
    expect(zGptLookupForm.parse({ id: '  g-2fkFE8rbu \n' })).toEqual({ id: 'g-2fkFE8rbu' });
  });

  it.each([
    ['', 'Enter a GPT ID, like g-2fkFE8rbu.'],
    ['   ', 'Enter a GPT ID, like g-2fkFE8rbu.'],
    ['2fkFE8rbu', 'A GPT ID starts with “g-”, like g-2fkFE8rbu.'],
    ['G-2fkFE8rbu', 'A GPT ID starts with “g-”, like g-2fkFE8rbu.'],
    ['https://example.com/g/g-2fkFE8rbu', 'A GPT ID starts with “g-”, like g-2fkFE8rbu.'],
    ['g-', 'Add the id after “g-”, like g-2fkFE8rbu.'],
    ['g-abc def', 'After “g-”, a GPT ID has only letters, digits, “-” and “_” (no spaces).'],
    ['g-<img src=x>', 'After “g-”, a GPT ID has only letters, digits, “-” and “_” (no spaces).'],
  ])('refuses %j with a message', (id, message) => {
    expect(messageFor(id)).toBe(message);
  });

  it(`allows ${GPT_ID_MAX} characters and refuses ${GPT_ID_MAX + 1}`, () => {
    expect(messageFor(`g-${'a'.repeat(GPT_ID_MAX - 2)}`)).toBeNull();
    expect(messageFor(`g-${'a'.repeat(GPT_ID_MAX - 1)}`)).toBe(
      `A GPT ID is at most ${GPT_ID_MAX} characters.`,
    );
  });
});
