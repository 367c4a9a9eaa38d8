/**
 * V8's explicit compile hint, the first line of the build's `shared` chunk (vite.config.ts,
 * decision 056), and the one way the tools take it out again: a comment as long in its place, so
 * the chunk's lines and offsets, and with them its source map, stay as built.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** `code` with the hint, where it starts with one, made an inert comment of the same length. */
export function withoutCompileHint(code: string): string {
  if (!code.startsWith(COMPILE_HINT)) return code;
  return `//${' '.repeat(COMPILE_HINT.length - 3)}\n${code.slice(COMPILE_HINT.length)}`;
}
