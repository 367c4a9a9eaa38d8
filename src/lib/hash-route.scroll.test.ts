// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigate, replaceRoute, routeLinkClicks } from './hash-route';

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  window.history.replaceState(null, '', '#/library');
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => vi.unstubAllGlobals());

/** Issue 54: a page opens at its top, not at the previous page's scroll position. */
describe('moving between pages', () => {
  it('opens another page at its top', () => {
    navigate('/settings');
    expect(window.location.hash).toBe('#/settings');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('a link to another page does the same', () => {
    const stop = routeLinkClicks();
    const link = document.createElement('a');
    link.href = '#/video';
    document.body.append(link);
    link.click();
    stop();
    link.remove();
    expect(window.location.hash).toBe('#/video');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps its place for a change within the page: a filter, a result opened', () => {
    navigate('/library', { kind: 'music' });
    replaceRoute('/library', { kind: 'music', q: 'harbour' });
    navigate('/library', { open: 'job-1' });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
