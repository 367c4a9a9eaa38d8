import { statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { serveFile } from './demo-gateway/server';

/**
 * `tsx scripts/serve-dist.ts --dir dist --port 4173` — the static build over plain HTTP on
 * loopback, for the e2e suite: files as they ship, byte ranges for the sample media, no
 * compression. `vite preview` gzips every response on the fly, which on 2 cores cost the suite
 * about a tenth of its CPU (measured); a real host compresses once, or ahead of time.
 */
const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
const root = resolve(values.dir);

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
  serveFile(req, res, root, name, {}, {});
}).listen(Number(values.port), values.host, () => {
  console.log(`Serving ${root} on http://${values.host}:${values.port}`);
});
