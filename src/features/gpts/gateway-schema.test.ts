import { describe, expect, it } from 'vitest';
import { parseJsonLossless } from '@/lib/json';
import { zChatCompletion, zGptsDocument } from './gateway-schema';

/** A document with every field the contract lists, in the shape of a real answer. */
function fullDocument() {
  return {
    gizmo: {
      id: 'g-2fkFE8rbu',
      organization_id: 'org-abc',
      short_url: 'g-2fkFE8rbu-trail-planner',
      author: {
        user_id: 'user-1',
        display_name: 'Northwind Outdoors',
        link_to: 'https://northwind.example',
        is_verified: true,
        selected_display: 'website',
        will_receive_support_emails: null,
        display_socials: [],
      },
      voice: { id: 'ember' },
      workspace_id: null,
      model: null,
      instructions: null,
      settings: null,
      display: {
        name: 'Trail Planner',
        description: 'Plans hikes.',
        prompt_starters: ['Plan a loop'],
        profile_pic_id: 'file-1',
        profile_picture_url: 'https://files.example/pic.png',
        categories: ['lifestyle'],
      },
      share_recipient: 'marketplace',
      created_at: '2024-01-09T18:31:07.392411+00:00',
      updated_at: '2025-06-14T09:12:44.018231+00:00',
      last_interacted_at: '2025-06-14T09:12:44.018231+00:00',
      num_interactions: 0,
      tags: ['public'],
      version: null,
      live_version: null,
      training_disabled: null,
      sharing_targets: null,
      appeal_info: null,
      vanity_metrics: {
        num_conversations: null,
        num_conversations_str: '25K+',
        created_ago_str: '2 years ago',
        review_stats: null,
      },
      workspace_approval_date: null,
      workspace_approved: null,
      sharing: null,
      current_user_permission: {
        can_read: true,
        can_view_config: false,
        can_write: false,
        can_delete: false,
        can_export: false,
        can_share: true,
      },
    },
    tools: [{ id: 'gzm_tool_1', type: 'browser', settings: null, metadata: {} }],
    files: [],
    product_features: {
      attachments: {
        type: 'retrieval',
        accepted_mime_types: ['text/plain'],
        image_mime_types: ['image/png'],
        can_accept_all_mime_types: true,
      },
    },
  };
}

describe('zChatCompletion', () => {
  it('reads the documented envelope and keeps unknown fields', () => {
    const parsed = zChatCompletion.parse({
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 1763726400,
      model: 'get-gpts',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: '```json\n{}\n```' },
          finish_reason: 'stop',
        },
      ],
      usage: { prompt_tokens: 9, completion_tokens: 40, total_tokens: 49 },
      system_fingerprint: 'fp_1',
    });
    expect(parsed.choices?.[0]?.message?.content).toBe('```json\n{}\n```');
    expect(parsed).toHaveProperty('system_fingerprint', 'fp_1');
  });

  it('accepts what OpenAI-compatible gateways vary: null content, content parts, no usage, no choices', () => {
    expect(
      zChatCompletion.safeParse({ choices: [{ message: { role: 'assistant', content: null } }] })
        .success,
    ).toBe(true);
    expect(
      zChatCompletion.safeParse({
        choices: [{ message: { content: [{ type: 'text', text: 'hi' }] } }],
      }).success,
    ).toBe(true);
    expect(zChatCompletion.safeParse({ id: 'x', choices: [] }).success).toBe(true);
    expect(zChatCompletion.safeParse({ id: 'x' }).success).toBe(true);
  });

  it('refuses a body that is not an envelope', () => {
    expect(zChatCompletion.safeParse([]).success).toBe(false);
    expect(zChatCompletion.safeParse('not found').success).toBe(false);
    expect(zChatCompletion.safeParse({ choices: 'none' }).success).toBe(false);
    expect(zChatCompletion.safeParse({ choices: [{ message: { content: 42 } }] }).success).toBe(
      false,
    );
  });
});

describe('zGptsDocument', () => {
  it('reads a full document and keeps unknown fields at every level', () => {
    const doc = fullDocument();
    const parsed = zGptsDocument.parse({
      ...doc,
      extra_top: 1,
      gizmo: { ...doc.gizmo, extra_gizmo: 2, display: { ...doc.gizmo.display, theme: 'dark' } },
    });
    expect(parsed.gizmo.display.name).toBe('Trail Planner');
    expect(parsed.gizmo.author?.is_verified).toBe(true);
    expect(parsed).toHaveProperty('extra_top', 1);
    expect(parsed.gizmo).toHaveProperty('extra_gizmo', 2);
    expect(parsed.gizmo.display).toHaveProperty('theme', 'dark');
  });

  it('accepts null where the contract says nullable, and values in those fields', () => {
    const doc = fullDocument();
    const withValues = {
      ...doc,
      gizmo: {
        ...doc.gizmo,
        workspace_id: 'ws-1',
        instructions: 'Be brief.',
        appeal_info: { state: 'none' },
        sharing: { recipient: 'link' },
      },
    };
    expect(zGptsDocument.safeParse(doc).success).toBe(true);
    expect(zGptsDocument.safeParse(withValues).success).toBe(true);
  });

  it('accepts a sparse document: only the id and the display object', () => {
    const parsed = zGptsDocument.parse({
      gizmo: { id: 'g-x', display: { name: null, profile_picture_url: null } },
    });
    expect(parsed.gizmo.author).toBeUndefined();
    expect(parsed.tools).toBeUndefined();
  });

  it.each([
    ['no gizmo', (d: ReturnType<typeof fullDocument>) => ({ ...d, gizmo: undefined })],
    [
      'gizmo without an id',
      (d: ReturnType<typeof fullDocument>) => ({ ...d, gizmo: { ...d.gizmo, id: undefined } }),
    ],
    [
      'an empty id',
      (d: ReturnType<typeof fullDocument>) => ({ ...d, gizmo: { ...d.gizmo, id: '' } }),
    ],
    [
      'no display',
      (d: ReturnType<typeof fullDocument>) => ({ ...d, gizmo: { ...d.gizmo, display: undefined } }),
    ],
    [
      'a number for the name',
      (d: ReturnType<typeof fullDocument>) => ({
        ...d,
        gizmo: { ...d.gizmo, display: { ...d.gizmo.display, name: 7 } },
      }),
    ],
    [
      'is_verified as a string',
      (d: ReturnType<typeof fullDocument>) => ({
        ...d,
        gizmo: { ...d.gizmo, author: { ...d.gizmo.author, is_verified: 'yes' } },
      }),
    ],
    [
      'a category that is not a string',
      (d: ReturnType<typeof fullDocument>) => ({
        ...d,
        gizmo: { ...d.gizmo, display: { ...d.gizmo.display, categories: [1] } },
      }),
    ],
    [
      'prompt starters as one string',
      (d: ReturnType<typeof fullDocument>) => ({
        ...d,
        gizmo: { ...d.gizmo, display: { ...d.gizmo.display, prompt_starters: 'Plan' } },
      }),
    ],
    ['tools as an object', (d: ReturnType<typeof fullDocument>) => ({ ...d, tools: {} })],
    [
      'a fractional interaction count',
      (d: ReturnType<typeof fullDocument>) => ({
        ...d,
        gizmo: { ...d.gizmo, num_interactions: 1.5 },
      }),
    ],
  ])('refuses %s', (_, change) => {
    expect(zGptsDocument.safeParse(change(fullDocument())).success).toBe(false);
  });

  it('refuses the upstream’s error object in place of the document', () => {
    expect(
      zGptsDocument.safeParse({ error: { message: 'gizmo not found', code: 'gizmo_not_found' } })
        .success,
    ).toBe(false);
  });

  it('keeps a conversation count above 2^53 exact through the lossless parse', () => {
    const text = JSON.stringify(fullDocument()).replace(
      '"num_conversations":null',
      '"num_conversations":12345678901234567890',
    );
    const parsed = zGptsDocument.parse(parseJsonLossless(text));
    expect(parsed.gizmo.vanity_metrics?.num_conversations).toBe('12345678901234567890');
  });
});
