// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createGatewayClient, type FetchLike } from './client';
import { DemoEngine } from './demo/engine';
import { handleDemoRequest } from './demo/handlers';
import { assembleDemoRoutes } from './demo/routes';
import { ResponseShapeError } from './errors';
import { LinksOnlyError, uploadImage } from './image-upload';
import { zImageUploadAnswer } from './schemas/image-upload';
import { gatewayPaths } from './assumed-paths';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0x80]);

interface Sent {
  method: string;
  url: string;
  contentType: string | null;
  authorization: string | null;
  body: string;
}

/**
 * The real client over the real demo routes, the body sent as the browser would (multipart, its
 * bytes as latin1, as the HTTP demo server reads them).
 */
function gateway(engine = new DemoEngine({ mediaBase: 'http://media.test/demo/', speed: 1000 })) {
  const sent: Sent[] = [];
  const fetch: FetchLike = async (url, init = {}) => {
    const request = new Request(url, init);
    const body = Buffer.from(await request.arrayBuffer()).toString('latin1');
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name] = value));
    sent.push({
      method: request.method,
      url,
      contentType: request.headers.get('content-type'),
      authorization: request.headers.get('authorization'),
      body,
    });
    const answer = handleDemoRequest(
      engine,
      {
        method: request.method,
        url: new URL(url),
        headers,
        body,
      },
      assembleDemoRoutes([]),
    );
    const payload = answer.body;
    if (payload.type === 'file') throw new Error('no file expected');
    return new Response(
      payload.type === 'text' && payload.binary === true
        ? Buffer.from(payload.text, 'latin1')
        : payload.text,
      { status: answer.status },
    );
  };
  const client = createGatewayClient({ baseUrl: 'http://gw.test', apiKey: 'sk-1', fetch });
  return { client, sent, fetch };
}

const file = (name: string, type = 'image/png') => new File([PNG], name, { type });

describe('uploadImage: POST /v1/uploads/images, multipart file → {url}', () => {
  it('sends one multipart POST with the file as `file` and the key, and returns a link that serves the same bytes', async () => {
    const { client, sent, fetch } = gateway();
    const url = await uploadImage(client, gatewayPaths.imageUploadPath.default, file('boat.png'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: 'http://gw.test/v1/uploads/images',
      authorization: 'Bearer sk-1',
    });
    expect(sent[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent[0]?.body).toContain('name="file"; filename="boat.png"');
    expect(url).toMatch(/^http:\/\/media\.test\/demo\/uploads\/img_\w+\.png$/);
    // The media host's side of the demo serves the uploaded bytes back, byte for byte.
    const served = await fetch(url.replace('http://media.test', 'http://gw.test'));
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('a gateway that answers 404 takes links only', async () => {
    const { client } = gateway();
    await expect(
      uploadImage(client, gatewayPaths.imageUploadPath.default, file('boat [404].png')),
    ).rejects.toBeInstanceOf(LinksOnlyError);
    // So does any gateway without the path at all.
    await expect(
      uploadImage(client, '/v1/no-such-upload', file('boat.png')),
    ).rejects.toBeInstanceOf(LinksOnlyError);
  });

  it('other refusals keep their status and message (the field shows them)', async () => {
    const { client } = gateway();
    await expect(
      uploadImage(client, gatewayPaths.imageUploadPath.default, file('boat [500].png')),
    ).rejects.toMatchObject({ name: 'GatewayError', status: 500 });
    await expect(
      uploadImage(client, gatewayPaths.imageUploadPath.default, file('notes.png', 'text/plain')),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('the upload answer, read tolerantly', () => {
  it.each([
    [{ url: 'https://cdn.example/a.png' }],
    [{ data: { url: 'https://cdn.example/a.png' } }],
    [{ data: [{ url: 'https://cdn.example/a.png' }] }],
    [{ file_url: 'https://cdn.example/a.png' }],
    [{ code: 0, data: { image_url: 'https://cdn.example/a.png' } }],
  ])('finds the link in %j', (answer) => {
    expect(zImageUploadAnswer.parse(answer)).toEqual({ url: 'https://cdn.example/a.png' });
  });

  it.each([
    [{}],
    [{ url: '' }],
    [{ url: 'javascript:alert(1)' }],
    [{ url: 'data:image/png;base64,AA' }],
    ['ok'],
  ])('refuses %j: no web link to send on', (answer) => {
    expect(zImageUploadAnswer.safeParse(answer).success).toBe(false);
  });

  it('an answer without a link is a shape error, not a link', async () => {
    const fetch: FetchLike = () => Promise.resolve(new Response('{"ok":true}', { status: 200 }));
    const client = createGatewayClient({ baseUrl: 'http://gw.test', apiKey: '', fetch });
    await expect(uploadImage(client, '/up', file('a.png'))).rejects.toBeInstanceOf(
      ResponseShapeError,
    );
  });
});
