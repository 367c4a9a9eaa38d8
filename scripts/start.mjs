/**
 * `npm start`: the studio as it ships, on the built-in demo gateway (decision 049). The site is
 * built into `dist-start/` when any of its inputs changed since the last build (or there is none,
 * as on a fresh clone), then served as plain files by `vite preview` at http://localhost:4173.
 * A cold start costs one production build (a few seconds of CPU: the bundler transforms every
 * module once, in one process); every start after it serves the build at once. The dev server
 * with hot reload is `npm run dev` (5173): on a cold cache it transformed ~470 modules one request
 * at a time before Generate worked (`npm run bench:dev-start` measures both).
 *
 * Options after `--` go to `vite preview` (`npm start -- --host`, `--port 8080`); `--rebuild`
 * builds even when nothing changed.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, preview } from 'vite';

const OUT = process.env.START_DIST ?? 'dist-start';
const STAMP = join(OUT, '.built-from');
/** What the build is made from: any change here means the served build is out of date. */
const INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'csp.ts',
  'scripts/prerender-shell.ts',
  'tsconfig.json',
  'tsconfig.app.json',
  'package-lock.json',
];

/** The newest modification time under a path (a file's own, or a folder's files'), in ms. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

/** `--port 8080`, `--host [address]`, `--strictPort`, `--rebuild`: the few options a start takes. */
function options(args) {
  const valueOf = (name) => {
    const at = args.indexOf(name);
    const value = at === -1 ? undefined : args[at + 1];
    return value === undefined || value.startsWith('--') ? undefined : value;
  };
  const port = valueOf('--port');
  return {
    rebuild: args.includes('--rebuild'),
    port: port === undefined ? undefined : Number(port),
    host: args.includes('--host') ? (valueOf('--host') ?? true) : undefined,
    strictPort: args.includes('--strictPort') ? true : undefined,
  };
}

const { rebuild, port, host, strictPort } = options(process.argv.slice(2));

const inputsAt = Math.max(...INPUTS.map(newest));
const builtFrom = existsSync(STAMP) ? Number(readFileSync(STAMP, 'utf8')) : 0;
if (rebuild || !(builtFrom >= inputsAt)) {
  console.log(
    builtFrom === 0
      ? `Building the studio into ${OUT}/ (once; later starts serve it at once)…`
      : `The studio changed since its last build: building ${OUT}/ again…`,
  );
  // In this process, as `npm run build` makes it but without source maps: nobody debugs this
  // copy (that is `npm run dev`), and they were a fifth of a cold start's build.
  await build({
    logLevel: 'warn',
    build: { outDir: OUT, emptyOutDir: true, sourcemap: false },
  });
  writeFileSync(STAMP, String(inputsAt));
}

const server = await preview({ preview: { port, host, strictPort }, build: { outDir: OUT } });
server.printUrls();
