/**
 * Text from an untrusted record: a string with something in it besides white space, trimmed.
 * Anything else (a number, null, "  ") is "no text", never an empty label or a blank URL.
 */
export function nonEmptyText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The same rule as a type guard, for filters. */
export function hasText(value: unknown): value is string {
  return nonEmptyText(value) !== null;
}

/**
 * A sentence without its closing stop ("." or "。"), to be set before a message's own: "{reason}.
 * Nothing was imported." once read "…library file.. Nothing" (issue 54).
 */
export function withoutFullStop(sentence: string): string {
  return sentence.trim().replace(/[.。]+$/u, '');
}
