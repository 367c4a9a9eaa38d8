import { describe, expect, it } from 'vitest';
import { createDemoTestbed } from '@/testing/demo-testbed';
import { handleDemoRequest } from '@/gateway/demo/handlers';
import { testDemoRoutes } from '@/testing/demo-routes';
import { catalogueEntryFor, gptCatalogue, specialGptIds } from './demo-catalogue';

type Envelope = {
  id: string;
  object: string;
  created: number;
  model: string;
  choices: { index: number; message: { role: string; content: string }; finish_reason: string }[];
  usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
};

function ask(
  body: unknown,
  options: { speed?: number; apiKey?: string | null; auth?: string } = {},
) {
  const bed = createDemoTestbed({ speed: options.speed ?? 1, apiKey: options.apiKey ?? null });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.auth) headers.authorization = options.auth;
  const response = handleDemoRequest(
    bed.engine,
    {
      method: 'POST',
      url: new URL('http://gateway.test/v1/chat/completions'),
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    testDemoRoutes,
  );
  const text = response.body.type === 'file' ? '' : response.body.text;
  return { response, bed, data: JSON.parse(text) as unknown };
}

const lookup = (id: string) => ({
  model: 'get-gpts',
  messages: [{ role: 'user', content: id }],
  stream: false,
});

function content(id: string): { envelope: Envelope; content: string } {
  const { data } = ask(lookup(id));
  const envelope = data as Envelope;
  return { envelope, content: envelope.choices[0]?.message.content ?? '' };
}

function fencedJson(text: string): Record<string, unknown> {
  const match = /^```json\n([\s\S]*)\n```$/.exec(text);
  if (!match?.[1]) throw new Error(`not a json fence: ${text.slice(0, 60)}`);
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('POST /v1/chat/completions, model get-gpts', () => {
  it('answers a chat.completion envelope after a realistic wait', () => {
    const { response, data } = ask(lookup('g-2fkFE8rbu'));
    expect(response.status).toBe(200);
    expect(response.delayMs).toBe(1600);
    expect(data).toMatchObject({
      object: 'chat.completion',
      model: 'get-gpts',
      created: Math.floor(Date.UTC(2026, 10, 21, 12) / 1000),
      choices: [{ index: 0, message: { role: 'assistant' }, finish_reason: 'stop' }],
    });
    const usage = (data as Envelope).usage;
    expect(usage.total_tokens).toBe(usage.prompt_tokens + usage.completion_tokens);
    expect((data as Envelope).id).toMatch(/^chatcmpl-/);
  });

  it('waits less on a faster clock', () => {
    expect(ask(lookup('g-2fkFE8rbu'), { speed: 8 }).response.delayMs).toBe(200);
  });

  it('holds a ```json fence with every documented field', () => {
    const doc = fencedJson(content('g-2fkFE8rbu').content);
    expect(Object.keys(doc).sort()).toEqual(['files', 'gizmo', 'product_features', 'tools']);
    const gizmo = doc.gizmo as Record<string, unknown>;
    for (const field of [
      'id',
      'organization_id',
      'short_url',
      'author',
      'voice',
      'workspace_id',
      'model',
      'instructions',
      'settings',
      'display',
      'share_recipient',
      'created_at',
      'updated_at',
      'last_interacted_at',
      'num_interactions',
      'tags',
      'version',
      'live_version',
      'training_disabled',
      'sharing_targets',
      'appeal_info',
      'vanity_metrics',
      'workspace_approval_date',
      'workspace_approved',
      'sharing',
      'current_user_permission',
    ]) {
      expect(gizmo, field).toHaveProperty(field);
    }
    expect(gizmo.id).toBe('g-2fkFE8rbu');
    expect(Object.keys(gizmo.author as object).sort()).toEqual([
      'display_name',
      'display_socials',
      'is_verified',
      'link_to',
      'selected_display',
      'user_id',
      'will_receive_support_emails',
    ]);
    expect(Object.keys(gizmo.display as object).sort()).toEqual([
      'categories',
      'description',
      'name',
      'profile_pic_id',
      'profile_picture_url',
      'prompt_starters',
    ]);
    expect((gizmo.display as { profile_picture_url: string }).profile_picture_url).toBe(
      'http://media.test/demo/cover.jpg',
    );
    expect(gizmo.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+\+00:00$/);
    expect(doc.product_features).toMatchObject({
      attachments: { type: 'retrieval', can_accept_all_mime_types: true },
    });
    expect((doc.tools as unknown[]).length).toBeGreaterThan(0);
  });

  it('the same id always gives the same GPT, and ids spread over the catalogue', () => {
    expect(content('g-2fkFE8rbu').content).toBe(content('g-2fkFE8rbu').content);
    const names = new Set(
      ['g-a', 'g-b', 'g-c', 'g-d', 'g-e', 'g-f'].map((id) => catalogueEntryFor(id).name),
    );
    expect(names.size).toBe(gptCatalogue.length);
  });

  it(`${specialGptIds.notFound} answers a sentence, not JSON`, () => {
    const { content: text, envelope } = content(specialGptIds.notFound);
    expect(text).toBe(
      'I couldn\'t find a GPT with the ID "g-notfound". It may be private or deleted, or the ID may be mistyped.',
    );
    expect(envelope.choices[0]?.finish_reason).toBe('stop');
  });

  it('an id not of the form g-… gets the same sentence', () => {
    expect(content('hello').content).toMatch(/^I couldn't find a GPT with the ID "hello"/);
  });

  it(`${specialGptIds.truncated} answers an unclosed fence, cut mid-document, finish_reason "length"`, () => {
    const { content: text, envelope } = content(specialGptIds.truncated);
    expect(text.startsWith('```json\n{')).toBe(true);
    expect(text.slice(3)).not.toContain('```');
    expect(() => JSON.parse(text.slice(8)) as unknown).toThrow();
    expect(envelope.choices[0]?.finish_reason).toBe('length');
  });

  it(`${specialGptIds.hostile} carries script and javascript: URLs`, () => {
    const doc = fencedJson(content(specialGptIds.hostile).content) as {
      gizmo: Record<string, Record<string, unknown>>;
    };
    expect(doc.gizmo.display?.name).toBe('<img src=x onerror=alert(1)>');
    expect(doc.gizmo.display?.profile_picture_url).toBe('javascript:alert(1)');
    expect(doc.gizmo.author?.link_to).toBe('javascript:alert(1)');
  });

  it(`${specialGptIds.wrongShape} answers valid JSON that is not the document`, () => {
    expect(fencedJson(content(specialGptIds.wrongShape).content)).toEqual({
      error: { message: 'gizmo not found', code: 'gizmo_not_found' },
    });
  });

  it(`${specialGptIds.prose} answers the document as bare JSON between sentences`, () => {
    const text = content(specialGptIds.prose).content;
    expect(text).not.toContain('```');
    expect(text).toMatch(/^Here are the details of g-prose:\n\n\{"gizmo":/);
  });

  it(`${specialGptIds.bareFence} answers a fence with no language`, () => {
    expect(content(specialGptIds.bareFence).content).toMatch(/^```\n\{\n {2}"gizmo"/);
  });

  it(`${specialGptIds.upstream500} answers 500 in the OpenAI-style envelope`, () => {
    const { response, data } = ask(lookup(specialGptIds.upstream500));
    expect(response.status).toBe(500);
    expect(data).toMatchObject({
      error: {
        message: expect.stringMatching(/^upstream error: do request failed \(request id: /),
        type: 'upstream_error',
      },
    });
  });

  it('passes another model on to the chat route, which answers it as a chat (issue 55)', () => {
    const { response, data } = ask({
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'hi' }],
    });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({
      object: 'chat.completion',
      model: 'gpt-4o',
      choices: [{ message: { content: expect.stringMatching(/^You said: “hi”/) } }],
    });
  });

  it.each([
    ['no model', { messages: [{ role: 'user', content: 'g-1' }] }, 'model', /^model is required/],
    [
      'streaming',
      { ...lookup('g-1'), stream: true },
      'stream',
      /^stream is not supported for get-gpts/,
    ],
    [
      'no user message',
      { model: 'get-gpts', messages: [{ role: 'system', content: 'g-1' }] },
      'messages',
      /^messages must hold a user message/,
    ],
    [
      'messages not an array',
      { model: 'get-gpts', messages: 'g-1' },
      'messages',
      /^messages must hold a user message/,
    ],
  ])('%s → 400 with an OpenAI-style error envelope', (_, body, param, message) => {
    const { response, data } = ask(body);
    expect(response.status).toBe(400);
    expect(data).toEqual({
      error: {
        message: expect.stringMatching(message),
        type: 'invalid_request_error',
        param,
        code: expect.any(String),
      },
    });
    expect((data as { error: { message: string } }).error.message).toMatch(/\(request id: \w+\)$/);
  });

  it('a body that is not JSON → 400', () => {
    expect(ask('not json').response.status).toBe(400);
  });

  it('without the key, when one is required → 401', () => {
    expect(ask(lookup('g-1'), { apiKey: 'k' }).response.status).toBe(401);
    expect(ask(lookup('g-1'), { apiKey: 'k', auth: 'Bearer k' }).response.status).toBe(200);
  });
});

describe('the documented demo ids', () => {
  it('g-demo1, g-demo2 and g-demo3 give the three catalogue GPTs', () => {
    expect(['g-demo1', 'g-demo2', 'g-demo3'].map((id) => catalogueEntryFor(id).name)).toEqual([
      'Trail Planner',
      'Recipe Remixer',
      'Contract Reader',
    ]);
    expect(['g-demo1', 'g-demo2', 'g-demo3'].map((id) => catalogueEntryFor(id).verified)).toEqual([
      true,
      false,
      true,
    ]);
  });
});
