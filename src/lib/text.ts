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
