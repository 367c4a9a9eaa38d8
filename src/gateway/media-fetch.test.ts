// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createGatewayClient } from './client';
import { keepDemoFile } from './demo/kept-files';
import { fetchResultBlob } from './media-fetch';

/** A page whose policy refuses to read a `blob:` address (as the studio's CSP does). */
function refusing() {
  const fetch = vi.fn((_url: string) => Promise.reject(new TypeError('refused by the policy')));
  return { fetch, client: createGatewayClient({ baseUrl: 'http://gw.test', apiKey: '', fetch }) };
}

/** Issue 54: a file given to the in-page demo is read from what the demo kept, never fetched. */
describe('fetchResultBlob and the in-page demo’s files', () => {
  it('reads a blob: address the demo kept from its bytes, after the page that made it is gone', async () => {
    const { fetch, client } = refusing();
    const url = `blob:${location.origin}/0d5c8a4e-uploaded-song`;
    await keepDemoFile(url, new Blob(['RIFF…'], { type: 'audio/wav' }));
    const read = await fetchResultBlob({ url, viaGateway: false }, { client, fetch });
    // (The test's IndexedDB hands back a copy of the Blob that jsdom cannot read: kept is what counts.)
    expect(read.ok).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a blob: address it did not keep is asked for as before (and said to be refused)', async () => {
    const { fetch, client } = refusing();
    const url = `blob:${location.origin}/never-kept`;
    const read = await fetchResultBlob({ url, viaGateway: false }, { client, fetch });
    expect(read).toMatchObject({ ok: false, refused: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
