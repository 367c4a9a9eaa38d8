// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, parseTheme, readTheme, setTheme, THEME_KEY, themeClass } from './theme';

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.className = '';
});

describe('theme', () => {
  it('reads anything unknown as the system', () => {
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme(null)).toBe('system');
    expect(parseTheme('sepia')).toBe('system');
  });

  it('marks <html> only for a chosen theme: "system" is the stylesheet’s', () => {
    expect(themeClass('system')).toBeNull();
    applyTheme('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    applyTheme('light');
    expect([...document.documentElement.classList]).toEqual(['light']);
    applyTheme('system');
    expect([...document.documentElement.classList]).toEqual([]);
  });

  it('remembers a choice on the device, and forgets it for "system"', () => {
    setTheme('dark');
    expect(window.localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(readTheme()).toBe('dark');
    setTheme('system');
    expect(window.localStorage.getItem(THEME_KEY)).toBeNull();
    expect(readTheme()).toBe('system');
  });
});
