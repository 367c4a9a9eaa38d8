import { CliError, parseCli, USAGE } from './sync-server/cli';
import { startSyncServer } from './sync-server/server';
import { SyncStartError } from './sync-server/stores';
import { mintToken } from './sync-server/tokens';

/**
 * `npm run sync-server -- …` (docs/sync.md): the library sync server — one machine's
 * (`--data DIR`, SQLite) or a team's (`--database postgres://…` and `--redis redis://…`, any
 * number of instances) — and `mint`, which prints a token for one library on its last line.
 * A bad flag, an unreachable database or Redis, or a bad secret: one line on stderr, exit 1 or 2.
 */
function fail(error: unknown): never {
  if (error instanceof CliError) {
    console.error(error.message);
    process.exit(2);
  }
  if (error instanceof SyncStartError || error instanceof Error) {
    console.error(`sync-server: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

let command;
try {
  command = parseCli(process.argv.slice(2), process.env);
} catch (error) {
  fail(error);
}

if (command.command === 'help') {
  console.log(USAGE);
} else if (command.command === 'mint') {
  try {
    const token = mintToken(command.secret, {
      library: command.library,
      readOnly: command.readOnly,
    });
    console.error(
      `A ${command.readOnly ? 'read-only' : 'read-write'} token for the library "${command.library}" (Settings → Sync → Sync token):`,
    );
    console.log(token);
  } catch (error) {
    fail(error);
  }
} else {
  const { options } = command;
  try {
    const sync = await startSyncServer(options);
    const accepts = [
      options.token ? 'the token' : null,
      options.readToken ? 'the read-only token' : null,
      options.secret ? 'tokens minted per library' : null,
    ].filter((x) => x !== null);
    console.log(
      `Sync server listening on ${sync.url} (libraries in ${sync.where}${options.redis !== undefined ? ', shared through Redis' : ''}; accepts ${accepts.join(', ')})`,
    );
    const stop = () => void sync.stop().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    fail(error);
  }
}
