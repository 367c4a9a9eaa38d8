import { startSyncServer } from '../../scripts/sync-server/server';

/**
 * The sync server of `npm run bench:sync`, in a process of its own so that its memory is its own
 * and it does not share an event loop with the twenty clients. Told its port, folder and token by
 * the parent; answers `{ memory }` and `{ cpu }` when asked.
 */
const [port, dataDir, token] = process.argv.slice(2);
if (port === undefined || dataDir === undefined || token === undefined || !process.send)
  throw new Error('usage: forked by bench/sync.ts with <port> <dataDir> <token>');
const sync = await startSyncServer({ port: Number(port), dataDir, token });
process.send({ ready: sync.url });
process.on('message', (message: unknown) => {
  if (message === 'memory') process.send?.({ memory: process.memoryUsage() });
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  if (message === 'stop') void sync.stop().then(() => process.exit(0));
});
