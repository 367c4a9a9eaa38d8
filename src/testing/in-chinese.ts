import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { activateLocale } from '@/i18n/i18n';

/**
 * A test file that renders in Chinese with the network forbidden: each test starts in Chinese
 * with a `fetch` that refuses (so "nothing was sent" is checked by its call count), and ends back
 * in English with storage cleared. Returns the current test's `fetch` spy.
 */
export function inChineseWithNothingSent(
  afterEachTest?: () => void,
): () => ReturnType<typeof vi.fn> {
  let fetchSpy = vi.fn();
  beforeEach(async () => {
    fetchSpy = vi.fn(() => Promise.reject(new Error('nothing may be sent')));
    vi.stubGlobal('fetch', fetchSpy);
    await activateLocale('zh');
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStorage.clear();
    localStorage.clear();
    afterEachTest?.();
    await activateLocale('en');
  });
  return () => fetchSpy;
}
