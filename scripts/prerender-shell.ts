import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import { compileCatalogs } from '../src/i18n/compile-catalog.ts';

/** The route `#/` opens on (the first generator): its shell is painted into the root itself. */
const DEFAULT_ROUTE = 'video';

/** Where a route's own part of the shell sits: everything else is the same on every route. */
const MAIN_OPEN = '<main id="main" tabindex="-1"';
const CURRENT = ' aria-current="page"';

/** A route's shell cut into the frame around its `<main>` and what is inside it. */
function cut(route: string, markup: string): { frame: string; main: string } {
  const open = markup.indexOf(MAIN_OPEN);
  const start = markup.indexOf('>', open) + 1;
  const end = markup.lastIndexOf('</main>');
  if (open < 0 || end < start || markup.indexOf(MAIN_OPEN, open + 1) >= 0)
    throw new Error(`the "${route}" shell has no single <main id="main">`);
  return { frame: markup.slice(0, start) + markup.slice(end), main: markup.slice(start, end) };
}

/**
 * Paints the studio's shell into index.html at build time (issue 10): React renders the app for
 * each route on the server (src/app/static-shell.tsx); the default route's HTML goes into the root.
 * The other routes differ only inside `<main>` and in which navigation link is the current page, so
 * only their `<main>` goes into a template (the whole shell per route made index.html 130 KB, and
 * parsing it was the largest task before the first paint); public/shell.js swaps it in and moves
 * `aria-current` before the first paint. React then hydrates the same markup it rendered, so
 * nothing moves when the JavaScript arrives. The build fails if the frames ever differ otherwise.
 */
export function prerenderShell(): Plugin {
  return {
    name: 'media-studio-prerender-shell',
    apply: 'build',
    async transformIndexHtml(html) {
      const server = await createServer({
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        plugins: [compileCatalogs()],
        resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const shell = (await server.ssrLoadModule('/src/app/static-shell.tsx')) as {
          renderShells: () => Promise<Record<string, string>>;
        };
        const shells = await shell.renderShells();
        const painted = shells[DEFAULT_ROUTE];
        if (painted === undefined)
          throw new Error(`no shell rendered for the default route "${DEFAULT_ROUTE}"`);
        const frame = cut(DEFAULT_ROUTE, painted).frame.replaceAll(CURRENT, '');
        const templates = Object.entries(shells)
          .filter(([route]) => route !== DEFAULT_ROUTE)
          .map(([route, markup]) => {
            const part = cut(route, markup);
            if (part.frame.replaceAll(CURRENT, '') !== frame)
              throw new Error(
                `the "${route}" shell differs from the "${DEFAULT_ROUTE}" one outside <main> (public/shell.js only swaps <main>)`,
              );
            if (
              part.frame.split(CURRENT).length !== 2 ||
              !part.frame.includes(`<a href="#/${route}"${CURRENT}`)
            )
              throw new Error(
                `the "${route}" shell does not mark its navigation link as the current page`,
              );
            return `<template data-shell-route="${route}">${part.main}</template>`;
          })
          .join('');
        if (!html.includes('<div id="root"></div>'))
          throw new Error('index.html has no empty <div id="root"></div> to paint into');
        return html.replace(
          '<div id="root"></div>',
          `<div id="root" data-shell="${DEFAULT_ROUTE}">${painted}</div>${templates}`,
        );
      } finally {
        await server.close();
      }
    },
  };
}
