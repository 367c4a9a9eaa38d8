/**
 * `vite preview` of a build, for the scripts that measure or picture the built studio (the bench,
 * Lighthouse, the screenshots). It runs in a process group of its own: killing `npx` alone left
 * `vite preview` running, and the script that started it waiting, after its last line.
 */
import { spawn } from 'node:child_process';

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
    if (server.pid !== undefined) process.kill(-server.pid);
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
