import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { withoutCompileHint } from './compile-hint';
import { serveFile } from './demo-gateway/server';

/**
 * `tsx scripts/serve-dist.ts --dir dist --port 4173 [--no-compile-hint]` — the static build over
 * plain HTTP on loopback, for the e2e suite: files as they ship, byte ranges for the sample media,
 * no compression. `vite preview` gzips every response on the fly, which on 2 cores cost the suite
 * about a tenth of its CPU (measured); a real host compresses once, or ahead of time.
 *
 * `--no-compile-hint` serves the `shared` chunk with V8's compile hint made an inert comment
 * (scripts/compile-hint.ts): the engine then compiles each function at its first call instead of
 * the whole chunk at every load. The same code runs the same way; what differs is the CPU a load
 * takes, which is the e2e suite's time on two cores (playwright.config.ts says how much).
 */
const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    'no-compile-hint': { type: 'boolean', default: false },
  },
});
const root = resolve(values.dir);

/** The hinted chunk's bytes without the hint, by path, read once (the build does not change). */
const unhinted = new Map<string, Buffer | null>();
function withoutHint(path: string): Buffer | null {
  if (!unhinted.has(path)) {
    const code = readFileSync(path, 'utf8');
    const served = withoutCompileHint(code);
    // Null for a chunk with no hint: it is served from disk as it is.
    unhinted.set(path, served === code ? null : Buffer.from(served, 'utf8'));
  }
  return unhinted.get(path) ?? null;
}

createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  let name = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  if (name.endsWith('/')) name += 'index.html';
  else {
    try {
      if (statSync(join(root, name)).isDirectory()) name += '/index.html';
    } catch {
      // Not there: serveFile answers 404.
    }
  }
  if (values['no-compile-hint'] && /^\/assets\/[\w.-]+\.js$/.test(name)) {
    const body = withoutHint(join(root, name));
    if (body !== null) {
      res.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Content-Length': String(body.length),
        'Cache-Control': 'no-store',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
  }
  serveFile(req, res, root, name, {}, {});
}).listen(Number(values.port), values.host, () => {
  console.log(`Serving ${root} on http://${values.host}:${values.port}`);
});
