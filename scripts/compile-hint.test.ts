import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, withoutCompileHint } from './compile-hint';

describe('withoutCompileHint', () => {
  const chunk = `${COMPILE_HINT}const a = 1;\nexport { a };\n//# sourceMappingURL=shared.js.map\n`;

  it('turns the hint into a comment V8 does not read, the chunk otherwise as built', () => {
    const served = withoutCompileHint(chunk);
    expect(served).not.toContain('allFunctionsCalledOnLoad');
    expect(served.startsWith('//')).toBe(true);
    expect(served.slice(COMPILE_HINT.length)).toBe(chunk.slice(COMPILE_HINT.length));
  });

  it('keeps every line and offset, so the source map still matches', () => {
    const served = withoutCompileHint(chunk);
    expect(served).toHaveLength(chunk.length);
    expect(served.split('\n')).toHaveLength(chunk.split('\n').length);
  });

  it('leaves a chunk without the hint alone, and a hint that is not the first line', () => {
    const plain = 'const a = 1;\n';
    expect(withoutCompileHint(plain)).toBe(plain);
    const later = `const a = 1;\n${COMPILE_HINT}`;
    expect(withoutCompileHint(later)).toBe(later);
  });
});
