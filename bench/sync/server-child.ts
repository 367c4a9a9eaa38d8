import { startSyncServer, type SyncServerOptions } from '../../scripts/sync-server/server';

/**
 * A sync server of `npm run bench:sync`, in a process of its own so that its memory is its own
 * and it does not share an event loop with the devices. Told its options (JSON) by the parent;
 * answers `{ memory }`, `{ cpu }` and `{ stores }` (each store's time, ms) when asked.
 */
const [json] = process.argv.slice(2);
if (json === undefined || !process.send)
  throw new Error('usage: forked by bench/sync.ts with <options as JSON>');
const stores: number[] = [];
const options = JSON.parse(json) as SyncServerOptions;
const sync = await startSyncServer({ ...options, onStored: (_library, ms) => stores.push(ms) });
process.send({ ready: sync.url });
process.on('message', (message: unknown) => {
  if (message === 'memory') process.send?.({ memory: process.memoryUsage() });
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  if (message === 'stores') process.send?.({ stores });
  if (message === 'stop') void sync.stop().then(() => process.exit(0));
});
