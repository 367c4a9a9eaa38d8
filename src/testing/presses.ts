import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * With fake timers: runs the task a pointer's release queued after its click, in which whatever
 * waited for the press (`jobs/ui/pointer-presses.ts`) is drawn.
 */
export function afterTheClick(): void {
  act(() => {
    vi.runOnlyPendingTimers();
  });
}
