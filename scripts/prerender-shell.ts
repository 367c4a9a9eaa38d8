import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import { compileCatalogs } from '../src/i18n/compile-catalog.ts';

/** The route `#/` opens on (the first generator): its shell is painted into the root itself. */
const DEFAULT_ROUTE = 'video';

/**
 * Paints the studio's shell into index.html at build time (issue 10): React renders the app for
 * each route on the server (src/app/static-shell.tsx); the default route's HTML goes into the root,
 * the others into templates that public/shell.js picks from before the first paint. React then
 * renders over it with the same markup, so nothing moves when the JavaScript arrives.
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
        const shell = (await server.ssrLoadModule('/src/app/static-shell.tsx')) as { renderShells: () => Promise<Record<string, string>> };
        const shells = await shell.renderShells();
        const main = shells[DEFAULT_ROUTE];
        if (main === undefined) throw new Error(`no shell rendered for the default route "${DEFAULT_ROUTE}"`);
        const templates = Object.entries(shells)
          .filter(([route]) => route !== DEFAULT_ROUTE)
          .map(([route, markup]) => `<template data-shell-route="${route}">${markup}</template>`)
          .join('');
        if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div> to paint into');
        return html.replace('<div id="root"></div>', `<div id="root" data-shell="${DEFAULT_ROUTE}">${main}</div>${templates}`);
      } finally {
        await server.close();
      }
    },
  };
}
