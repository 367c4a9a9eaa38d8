import { parseArgs } from 'node:util';
import { startSyncServer } from './sync-server/server';

/**
 * `npm run sync-server -- --port 1234 --data ./sync-data --token T [--read-token R] [--host H]`
 * The library sync server (Hocuspocus + SQLite). Tokens may come from the environment instead
 * (SYNC_TOKEN, SYNC_READ_TOKEN), so they stay out of the process list.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.SYNC_PORT ?? '1234' },
    host: { type: 'string', default: process.env.SYNC_HOST ?? '127.0.0.1' },
    data: { type: 'string', default: process.env.SYNC_DATA ?? './sync-data' },
    token: { type: 'string', default: process.env.SYNC_TOKEN },
    'read-token': { type: 'string', default: process.env.SYNC_READ_TOKEN },
    debounce: { type: 'string', default: '2000' },
  },
});

if (values.token === undefined || values.token === '') {
  console.error('A token is required: --token T (or SYNC_TOKEN).');
  process.exit(2);
}

const sync = await startSyncServer({
  port: Number(values.port),
  host: values.host,
  dataDir: values.data,
  token: values.token,
  readToken: values['read-token'] ?? null,
  debounce: Number(values.debounce),
});
console.log(
  `Sync server listening on ${sync.url} (data in ${values.data}${values['read-token'] ? ', read-only token accepted' : ''})`,
);
const stop = () => void sync.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
