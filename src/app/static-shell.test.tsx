import { describe, expect, it, vi } from 'vitest';
import en from '@/i18n/catalogs/en.json';
import { isShellKey } from '@/i18n/shell-keys';

describe('the painted shell', () => {
  it('says every word from the start-up catalog: no message outside it shows as its key', async () => {
    // A fresh module graph: i18n as a first visit starts, with the shell's messages only.
    vi.resetModules();
    const { renderShells, shellRoutes } = await import('./static-shell');
    const shells = await renderShells();
    expect(Object.keys(shells)).toEqual([...shellRoutes]);
    const elsewhere = Object.keys(en).filter((key) => !isShellKey(key));
    for (const [route, html] of Object.entries(shells)) {
      expect(
        elsewhere.filter((key) => html.includes(key)),
        route,
      ).toEqual([]);
      expect(html, route).toContain('<h1');
    }
  });

  it('is what React draws for each route before the lazy parts arrive: frame, navigation, heading', async () => {
    vi.resetModules();
    const { renderShells } = await import('./static-shell');
    const shells = await renderShells();
    expect(shells.video).toMatch(/<h1[^>]*>Video<\/h1>/);
    expect(shells.library).toMatch(/<h1[^>]*>Library<\/h1>/);
    expect(shells.settings).toMatch(/<h1[^>]*>Settings<\/h1>/);
    expect(shells.clip).toContain('aria-current="page"');
    expect(shells.music).toContain('Demo gateway');
  });

  it('leaves no Suspense boundary unfinished: the browser hydrates fallbacks, not boundaries to redo', async () => {
    // An unfinished boundary (`<!--$!-->`) is client-rendered in a blocking render right after
    // hydration (LazyPart); the lazy parts paint their fallbacks as plain markup instead.
    vi.resetModules();
    const { renderShells } = await import('./static-shell');
    for (const [route, html] of Object.entries(await renderShells()))
      expect(html, route).not.toMatch(/<!--\$[!?]?-->/);
  });
});
