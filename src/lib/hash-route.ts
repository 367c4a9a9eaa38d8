import { useSyncExternalStore } from 'react';

/**
 * Routing by the URL hash (`#/video`, `#/library?kind=music`): the static build then works from
 * any host and any sub-path, with no server rewrites.
 */
function subscribe(listener: () => void): () => void {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
}

function snapshot(): string {
  return window.location.hash;
}

export interface HashRoute {
  path: string;
  params: URLSearchParams;
}

export function parseHash(hash: string): HashRoute {
  const raw = hash.replace(/^#/, '') || '/';
  const [path = '/', query = ''] = raw.split('?', 2);
  return { path: path.startsWith('/') ? path : `/${path}`, params: new URLSearchParams(query) };
}

/** The route a build-time render of the shell draws (src/app/static-shell.tsx); none in a browser. */
let serverHash = '';
export function setServerHash(hash: string): void {
  serverHash = hash;
}

/** The URL hash as last announced (what the page on screen was drawn from). */
export function useHash(): string {
  return useSyncExternalStore(subscribe, snapshot, () => serverHash);
}

export function useHashRoute(): HashRoute {
  return parseHash(useHash());
}

export function hrefFor(path: string, params?: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) if (v) search.set(k, v);
  const query = search.toString();
  return `#${path}${query ? `?${query}` : ''}`;
}

/**
 * Goes to a route with a new history entry, synchronously. Setting `location.hash` announces the
 * change a task later, so a control that writes the URL (the Library's "Favourites only") showed
 * its old state until then and a test's `check()` could see it unchanged. Back and Forward still
 * announce each step with `hashchange`, as the browser does between entries of one document.
 */
export function navigate(path: string, params?: Record<string, string | null | undefined>): void {
  changeRoute('push', path, params);
}

/**
 * Changes the route in place (no new history entry), synchronously: `location.replace` may apply
 * a fragment change a task later, and a search box that writes the URL on every keystroke must
 * read back what it just wrote. Readers hear the same `hashchange` as after any navigation.
 */
export function replaceRoute(
  path: string,
  params?: Record<string, string | null | undefined>,
): void {
  changeRoute('replace', path, params);
}

function changeRoute(
  how: 'push' | 'replace',
  path: string,
  params?: Record<string, string | null | undefined>,
): void {
  const oldURL = window.location.href;
  const url = new URL(oldURL);
  const from = parseHash(url.hash).path;
  url.hash = hrefFor(path, params);
  if (url.href === oldURL) return;
  if (how === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(window.history.state, '', url);
  // Another page opens at its top (issue 54): one document, so the browser kept the last page's
  // scroll, and Settings opened as far down as the Library had been. A change within a page (a
  // filter, the result opened) keeps its place; Back and Forward restore theirs, as browsers do.
  if (how === 'push' && path !== from) window.scrollTo(0, 0);
  window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
}

/**
 * Makes a click on any in-studio link (`href="#/…"`) change the route at once. Left to the browser,
 * a fragment link announces its `hashchange` a task later: until then the old page is still up, and
 * what a person (or a test) types right after the click lands in the form that is about to go —
 * a prompt typed into Video's form as Clip opens, lost when Clip's form replaces it. A click with a
 * modifier (a new tab or window) or on a link with a target is left to the browser.
 */
export function routeLinkClicks(doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (
      !(anchor instanceof HTMLAnchorElement) ||
      anchor.target !== '' ||
      anchor.hasAttribute('download')
    )
      return;
    const href = anchor.getAttribute('href') ?? '';
    if (!href.startsWith('#/')) return;
    event.preventDefault();
    const { path, params } = parseHash(href);
    navigate(path, Object.fromEntries(params));
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
