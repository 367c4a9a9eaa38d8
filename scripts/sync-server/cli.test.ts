import { describe, expect, it } from 'vitest';
import { closestFlag, parseCli } from './cli';

describe('npm run sync-server flags', () => {
  it('keeps the single-machine form', () => {
    expect(parseCli(['--data', 'dir', '--token', 'T', '--port', '9000'])).toEqual({
      command: 'serve',
      options: {
        port: 9000,
        host: '127.0.0.1',
        dataDir: 'dir',
        token: 'T',
        readToken: null,
        secret: null,
        debounce: 2000,
      },
    });
  });

  it('reads the team form, with addresses and the secret from the environment', () => {
    const command = parseCli([], {
      SYNC_DATABASE_URL: 'postgres://db/sync',
      SYNC_REDIS_URL: 'redis://cache:6379',
      SYNC_SECRET: 'S',
    });
    expect(command).toMatchObject({
      command: 'serve',
      options: { database: 'postgres://db/sync', redis: 'redis://cache:6379', secret: 'S' },
    });
    expect(command.command === 'serve' && 'dataDir' in command.options).toBe(false);
  });

  it('mint takes the secret, the library and --read-only', () => {
    expect(parseCli(['mint', '--secret', 'S', '--library', 'team-a', '--read-only'])).toEqual({
      command: 'mint',
      secret: 'S',
      library: 'team-a',
      readOnly: true,
    });
    expect(() => parseCli(['mint', '--library', 'team-a'])).toThrow(/--secret S/);
  });

  it('an unknown or mistyped flag stops it, naming the closest known flag', () => {
    expect(() => parseCli(['--databse', 'postgres://db', '--token', 'T'])).toThrow(
      /Unknown flag --databse\. Did you mean --database\?/,
    );
    expect(() => parseCli(['mint', '--libary', 'x', '--secret', 'S'])).toThrow(
      /Did you mean --library\?/,
    );
    expect(() => parseCli(['--frobnicate', '--token', 'T'])).toThrow(
      /Unknown flag --frobnicate\.\n/,
    );
    expect(closestFlag('--read_only', ['read-only', 'library'])).toBe('read-only');
  });

  it('refuses what cannot work: no token or secret, two stores, Redis without a database, a bad port', () => {
    expect(() => parseCli(['--data', 'd'])).toThrow(/token or a secret is required/);
    expect(() => parseCli(['--data', 'd', '--database', 'postgres://db', '--token', 'T'])).toThrow(
      /not both/,
    );
    expect(() => parseCli(['--redis', 'redis://r', '--token', 'T'])).toThrow(/--database/);
    expect(() => parseCli(['--token', 'T', '--port', 'eighty'])).toThrow(
      /--port takes a whole number/,
    );
  });
});
