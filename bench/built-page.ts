import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

/**
 * The production build in `dir` served as plain files (`scripts/serve-dist.ts`) on `port`, for
 * the benches that load it in a browser; `stop` ends the server. `compileHint: false` serves it as
 * the e2e suite is served, its compile hint inert (`--no-compile-hint`).
 */
export async function serveBuild(
  dir: string,
  port: number,
  { compileHint = true }: { compileHint?: boolean } = {},
): Promise<{ stop: () => void }> {
  const server = spawn(
    'npx',
    [
      'tsx',
      '--tsconfig',
      'tsconfig.node.json',
      'scripts/serve-dist.ts',
      '--dir',
      dir,
      '--port',
      String(port),
      ...(compileHint ? [] : ['--no-compile-hint']),
    ],
    // A group of its own, so the server (npx's grandchild) goes with it at the end.
    { stdio: ['ignore', 'pipe', 'inherit'], detached: true },
  );
  await new Promise<void>((ready) => server.stdout.once('data', () => ready()));
  return {
    stop: () => {
      if (server.pid !== undefined) process.kill(-server.pid);
    },
  };
}

/** `shared-B8wHKi5Q.js` → `shared`: a chunk by the name it keeps from build to build. */
export const chunkName = (file: string) => file.replace(/-[\w-]{8}\.js$/, '');

/** Where a place in a built file came from. `source` null: the build kept no map for it. */
export interface SourcePlace {
  file: string;
  source: string | null;
  line: number;
  name: string;
}

/** Maps `url` (a file of the build's assets), 0-based `line` and `column` to its source. */
export function sourceMapsOf(
  dir: string,
): (url: string, line: number, column: number) => SourcePlace {
  const maps = new Map<string, TraceMap | null>();
  return (url, line, column) => {
    const file = url.split('/').pop() ?? url;
    let map = maps.get(file);
    if (map === undefined) {
      const path = join(dir, 'assets', `${file}.map`);
      map = existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null;
      maps.set(file, map);
    }
    if (map === null) return { file, source: null, line, name: '' };
    const at = originalPositionFor(map, { line: line + 1, column });
    return {
      file,
      source: at.source === null ? null : at.source.replace(/^(\.\.\/)+/, ''),
      line: at.line ?? line,
      name: at.name ?? '',
    };
  };
}
