import { describe, expect, it } from 'vitest';
import { GatewayError } from '@/gateway/errors';
import { testbedConnection } from '@/testing/gateway';
import { detailsOfGpts, searchGpts, withQuery } from './store-api';

const signal = () => new AbortController().signal;

const gateway = testbedConnection;

describe('the GPT store against the demo gateway', () => {
  it('searches in the chat format: the model on the chat path, the keyword as the user message', async () => {
    const { connection, sent } = gateway();
    const read = await searchGpts(connection, 'recipe', signal());
    expect(read).toMatchObject({ ok: true, items: [{ id: 'g-demo2', title: 'Recipe Remixer' }] });
    expect(sent()).toEqual([
      [
        'POST',
        '/v1/chat/completions',
        { model: 'search-gpts', messages: [{ role: 'user', content: 'recipe' }], stream: false },
      ],
    ]);
    expect(await searchGpts(connection, 'nothing like it', signal())).toEqual({
      ok: true,
      items: [],
      skipped: 0,
    });
  });

  it('asks the models a profile names (the demo knows only its defaults: its chat model answers)', async () => {
    const { connection, sent } = gateway({ gptsSearchModel: 'my-search', chatPath: '/api/chat' });
    await expect(searchGpts(connection, 'trail', signal())).rejects.toThrow(GatewayError);
    expect(sent()[0]?.slice(1)).toEqual([
      '/api/chat',
      { model: 'my-search', messages: [{ role: 'user', content: 'trail' }], stream: false },
    ]);
    const { connection: other } = gateway({ gptsSearchModel: 'my-search' });
    expect(await searchGpts(other, 'trail', signal())).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^The gateway did not send a list of GPTs/),
    });
  });

  it('searches and reads details in the official format: GET with the words in the query', async () => {
    const { connection, sent } = gateway({ gptsFormat: 'official' });
    expect(await searchGpts(connection, 'trail & co', signal())).toMatchObject({
      ok: true,
      items: [],
    });
    expect(await searchGpts(connection, 'Trail', signal())).toMatchObject({
      ok: true,
      items: [{ id: 'g-demo1' }],
    });
    const details = await detailsOfGpts(
      connection,
      ['g-demo1', 'g-notfound', 'g-error500'],
      signal(),
    );
    if (!details.ok) throw new Error(details.problem);
    expect(details.items.map((d) => [d.id, d.ok])).toEqual([
      ['g-demo1', true],
      ['g-notfound', false],
      ['g-error500', false],
    ]);
    expect(sent().map(([method, path]) => `${String(method)} ${String(path)}`)).toEqual([
      'GET /v2/gpts/search?query=trail%20%26%20co',
      'GET /v2/gpts/search?query=Trail',
      'GET /v1/gpts/?id=g-demo1',
      'GET /v1/gpts/?id=g-notfound',
      'GET /v1/gpts/?id=g-error500',
    ]);
    expect(withQuery('/search?lang=en', 'query', 'a b')).toBe('/search?lang=en&query=a%20b');
  });

  it('reads details of several in the chat format: one ask, the ids comma-separated', async () => {
    const { connection, sent } = gateway();
    const read = await detailsOfGpts(connection, ['g-demo1', 'g-hostile', 'g-notfound'], signal());
    if (!read.ok) throw new Error(read.problem);
    expect(read.items.map((d) => [d.id, d.ok])).toEqual([
      ['g-demo1', true],
      ['g-hostile', true],
      ['g-notfound', false],
    ]);
    const hostile = read.items[1];
    expect(hostile?.ok && hostile.document.gizmo.display.name).toBe('<img src=x onerror=alert(1)>');
    expect(sent()[0]?.[2]).toMatchObject({
      model: 'batch-get-gpts',
      messages: [{ role: 'user', content: 'g-demo1,g-hostile,g-notfound' }],
    });
    await expect(detailsOfGpts(connection, ['g-error500'], signal())).rejects.toMatchObject({
      status: 500,
    });
  });
});
