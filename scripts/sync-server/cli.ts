import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { SyncServerOptions } from './server';

/**
 * `npm run sync-server -- …`'s flags, read strictly: an unknown or mistyped flag stops it with the
 * closest known one suggested, so a typo never starts a server with a default in its place.
 * Secrets may come from the environment (SYNC_TOKEN, SYNC_READ_TOKEN, SYNC_SECRET, and
 * SYNC_DATABASE_URL, SYNC_REDIS_URL for addresses with passwords) to stay out of the process list.
 */
export const USAGE = `usage:
  npm run sync-server -- [--port 1234] [--host 127.0.0.1] --data DIR --token T [--read-token R]
  npm run sync-server -- --database postgres://… [--redis redis://…] --secret S [--token T]
  npm run sync-server -- mint --secret S --library NAME [--read-only]`;

const serveOptions = {
  port: { type: 'string' },
  host: { type: 'string' },
  data: { type: 'string' },
  database: { type: 'string' },
  redis: { type: 'string' },
  token: { type: 'string' },
  'read-token': { type: 'string' },
  secret: { type: 'string' },
  debounce: { type: 'string' },
  help: { type: 'boolean' },
} as const satisfies ParseArgsConfig['options'];

const mintOptions = {
  secret: { type: 'string' },
  library: { type: 'string' },
  'read-only': { type: 'boolean' },
  help: { type: 'boolean' },
} as const satisfies ParseArgsConfig['options'];

export class CliError extends Error {
  override name = 'CliError';
}

export type Command =
  | { command: 'help' }
  | { command: 'serve'; options: SyncServerOptions }
  | { command: 'mint'; secret: string; library: string; readOnly: boolean };

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j] ?? 0;
      row[j] = Math.min(
        above + 1,
        (row[j - 1] ?? 0) + 1,
        diagonal + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      diagonal = above;
    }
  }
  return row[b.length] ?? 0;
}

/** The known flag nearest to a mistyped one, when it is near enough to be what was meant. */
export function closestFlag(given: string, known: readonly string[]): string | null {
  const bare = given.replace(/^-+/, '').split('=')[0] ?? '';
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const name of known) {
    const d = distance(bare, name);
    if (d < bestDistance) {
      best = name;
      bestDistance = d;
    }
  }
  return best !== null && bestDistance <= Math.max(2, Math.floor(bare.length / 3)) ? best : null;
}

function strictParse<T extends NonNullable<ParseArgsConfig['options']>>(
  args: string[],
  options: T,
) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false });
  } catch (error) {
    const code = (error as { code?: string }).code;
    const message = (error as Error).message;
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      const flag = /'([^']+)'/.exec(message)?.[1] ?? '';
      const near = closestFlag(flag, Object.keys(options));
      throw new CliError(
        `Unknown flag ${flag}.${near !== null ? ` Did you mean --${near}?` : ''}\n${USAGE}`,
      );
    }
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL')
      throw new CliError(`${message.split('.')[0]}.\n${USAGE}`);
    throw new CliError(`${message}\n${USAGE}`);
  }
}

function whole(name: string, text: string, min: number, max: number): number {
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max)
    throw new CliError(`--${name} takes a whole number from ${min} to ${max} (not "${text}").`);
  return Number(text);
}

const given = (value: string | undefined): string | undefined =>
  value === undefined || value === '' ? undefined : value;

export function parseCli(argv: string[], env: NodeJS.ProcessEnv = {}): Command {
  if (argv[0] === 'mint') {
    const { values } = strictParse(argv.slice(1), mintOptions);
    if (values.help === true) return { command: 'help' };
    const secret = given(values.secret) ?? given(env.SYNC_SECRET);
    if (secret === undefined)
      throw new CliError('mint needs the server’s secret: --secret S (or SYNC_SECRET).');
    const library = given(values.library);
    if (library === undefined) throw new CliError('mint needs a library: --library NAME.');
    return { command: 'mint', secret, library, readOnly: values['read-only'] === true };
  }
  const { values } = strictParse(argv, serveOptions);
  if (values.help === true) return { command: 'help' };
  const data = given(values.data) ?? given(env.SYNC_DATA);
  const database = given(values.database) ?? given(env.SYNC_DATABASE_URL);
  const redis = given(values.redis) ?? given(env.SYNC_REDIS_URL);
  if (data !== undefined && database !== undefined)
    throw new CliError(
      'Give --data DIR (SQLite) or --database postgres://… (PostgreSQL), not both.',
    );
  if (redis !== undefined && database === undefined)
    throw new CliError(
      '--redis shares libraries between instances, so they need one shared database too: add --database postgres://…',
    );
  const token = given(values.token) ?? given(env.SYNC_TOKEN);
  const secret = given(values.secret) ?? given(env.SYNC_SECRET);
  if (token === undefined && secret === undefined)
    throw new CliError(
      'A token or a secret is required: --token T (or SYNC_TOKEN), or --secret S (or SYNC_SECRET) for tokens minted per library.',
    );
  return {
    command: 'serve',
    options: {
      port: whole('port', values.port ?? env.SYNC_PORT ?? '1234', 0, 65535),
      host: values.host ?? env.SYNC_HOST ?? '127.0.0.1',
      ...(database !== undefined ? { database } : { dataDir: data ?? './sync-data' }),
      ...(redis !== undefined ? { redis } : {}),
      token: token ?? null,
      readToken: given(values['read-token']) ?? given(env.SYNC_READ_TOKEN) ?? null,
      secret: secret ?? null,
      debounce: whole('debounce', values.debounce ?? '2000', 0, 60_000),
    },
  };
}
