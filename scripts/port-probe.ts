import { createServer } from 'node:net';

/**
 * Opens a listener on `host:port` and closes it again: resolves when the port is free, rejects
 * with the listen error otherwise (`EADDRINUSE` for a port something already listens on). For a
 * server that must know before it starts: the sync server prepares its database first, and
 * `vite preview --strictPort` exits on a busy port while whatever listens there answers instead.
 */
export function probeListen(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}
