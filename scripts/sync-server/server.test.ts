import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSyncServer } from './server';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the sync server refuses to start, writing nothing', () => {
  it('when its port is taken', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const address = taken.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const folder = mkdtempSync(join(tmpdir(), 'sync-server-test-'));
    folders.push(folder);
    try {
      await expect(
        startSyncServer({ port, dataDir: join(folder, 'data'), token: 'a-token' }),
      ).rejects.toThrow(`Cannot listen on 127.0.0.1:${port}`);
    } finally {
      taken.close();
    }
    expect(existsSync(join(folder, 'data'))).toBe(false);
  });

  it('without a token or a secret, or with a secret too short to sign with', async () => {
    await expect(startSyncServer({ port: 0, dataDir: 'unused' })).rejects.toThrow(
      /token or a secret is required/,
    );
    await expect(startSyncServer({ port: 0, dataDir: 'unused', secret: 'short' })).rejects.toThrow(
      /too short/,
    );
    expect(existsSync('unused')).toBe(false);
  });

  it('when the database cannot be reached', async () => {
    await expect(
      startSyncServer({
        port: 0,
        database: 'postgres://sync:hunter2@127.0.0.1:1/sync',
        secret: 'a-secret-long-enough-to-sign',
      }),
    ).rejects.toThrow('Cannot reach the database at postgres://sync:***@127.0.0.1:1/sync');
  });
});
