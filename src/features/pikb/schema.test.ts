import { describe, expect, it } from 'vitest';
import { taskIdEmptyMessage, taskIdFormatMessage, zPikbFollowForm } from './schema';

function problem(taskId: string): string | undefined {
  const result = zPikbFollowForm.safeParse({ taskId });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('the follow form schema', () => {
  it('takes a UUID, in either case, with surrounding spaces trimmed', () => {
    expect(
      zPikbFollowForm.parse({ taskId: '  3b9f2c1e-4a7d-4e3b-8c5a-1f2e3d4c5b6a ' }).taskId,
    ).toBe('3b9f2c1e-4a7d-4e3b-8c5a-1f2e3d4c5b6a');
    expect(zPikbFollowForm.parse({ taskId: 'FA11FA11-0000-4000-8000-000000000001' }).taskId).toBe(
      'FA11FA11-0000-4000-8000-000000000001',
    );
  });

  it('asks for an id when the field is empty or blank', () => {
    expect(problem('')).toBe(taskIdEmptyMessage());
    expect(problem('   ')).toBe(taskIdEmptyMessage());
  });

  it.each([
    ['one digit short', '3b9f2c1e-4a7d-4e3b-8c5a-1f2e3d4c5b6'],
    ['one digit long', '3b9f2c1e-4a7d-4e3b-8c5a-1f2e3d4c5b6aa'],
    ['not hexadecimal', '3b9f2c1e-4a7d-4e3b-8c5a-1f2e3d4c5b6g'],
    ['without dashes', '3b9f2c1e4a7d4e3b8c5a1f2e3d4c5b6a'],
    ['in braces', '{3b9f2c1e-4a7d-4e3b-8c5a-1f2e3d4c5b6a}'],
    ['a video task id', 'video_0123456789abcdef'],
  ])('refuses an id %s, saying what an id looks like', (_, id) => {
    expect(problem(id)).toBe(taskIdFormatMessage());
  });
});
