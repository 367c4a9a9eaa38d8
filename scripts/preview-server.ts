/**
 * `vite preview` of a build, for the scripts that measure or picture the built studio (the bench,
 * Lighthouse, the screenshots). It runs in a process group of its own: killing `npx` alone left
 * `vite preview` running, and the script that started it waiting, after its last line.
 */
import { spawn } from 'node:child_process';
import { probeListen } from './port-probe';

/**
 * Throws when something already listens on the port. `--strictPort` makes `vite preview` exit
 * there, but the wait below would then be answered by that other server and measure it: a server
 * left on 4199 was measured as the studio by `bench:lighthouse`, uncompressed (2026-12-05).
 */
async function ensurePortFree(port: number): Promise<void> {
  try {
    await probeListen('127.0.0.1', port);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new Error(
      code === 'EADDRINUSE'
        ? `port ${port} is already in use: stop what listens there, or choose another port`
        : `port ${port} cannot be listened on: ${message}`,
    );
  }
}

export interface PreviewServer {
  /** `http://127.0.0.1:<port>`, answering. */
  readonly origin: string;
  stop(): void;
}

export async function startPreview({
  outDir = 'dist',
  port,
}: {
  outDir?: string;
  port: number;
}): Promise<PreviewServer> {
  await ensurePortFree(port);
  const server = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--outDir',
      outDir,
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    {
      stdio: 'ignore',
      detached: true,
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (server.pid === undefined) return;
    try {
      process.kill(-server.pid);
    } catch (error) {
      // The group has already ended (ESRCH): stopping what has stopped is done.
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(origin)).ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`vite preview of ${outDir} did not answer on ${origin} within 30 s`);
}
