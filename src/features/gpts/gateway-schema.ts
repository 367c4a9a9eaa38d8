import { lazySchema, z } from '@/lib/zod';

/**
 * `POST /v1/chat/completions` with model `get-gpts`: a chat completion envelope whose first
 * message holds, inside a Markdown fence, the GPT details document. Both layers are parsed here:
 * the envelope as it comes over the wire, and the document once it is cut out of the message.
 */

/**
 * Message content is a string in the contract; OpenAI-compatible gateways also send `null` (no
 * text) or an array of parts (`[{type: "text", text}]`), so those are read too.
 */
const zContentPart = lazySchema(() =>
  z.looseObject({ type: z.nullish(z.string()), text: z.nullish(z.string()) }),
);
export const zMessageContent = lazySchema(() =>
  z.nullish(z.union([z.string(), z.array(zContentPart)])),
);

const zChoice = lazySchema(() =>
  z.looseObject({
    index: z.nullish(z.number().check(z.int())),
    message: z.nullish(
      z.looseObject({
        role: z.nullish(z.string()),
        content: zMessageContent,
      }),
    ),
    /** `stop` in the shown case; `length` is what a cut-off answer says. */
    finish_reason: z.nullish(z.string()),
  }),
);

/**
 * Loose on purpose: a 200 whose envelope lacks a message is still an answer worth keeping (with
 * its raw text), so `choices` may be missing or empty and the normaliser says what is wrong.
 */
export const zChatCompletion = lazySchema(() =>
  z.looseObject({
    id: z.nullish(z.string()),
    object: z.nullish(z.string()),
    created: z.nullish(z.number()),
    model: z.nullish(z.string()),
    choices: z.nullish(z.array(zChoice)),
    usage: z.nullish(
      z.looseObject({
        prompt_tokens: z.nullish(z.number()),
        completion_tokens: z.nullish(z.number()),
        total_tokens: z.nullish(z.number()),
      }),
    ),
  }),
);
export type ChatCompletion = z.infer<typeof zChatCompletion>;

/**
 * The gizmo document. Documented types are enforced: a present value of the wrong type fails, so
 * an answer that is not this document is reported as such. Presence is not: real answers drop
 * fields and send `null` for what a GPT lacks (no picture, no description), and a card with a
 * missing date is better than no card, so every field but `gizmo.id` and `gizmo.display` may be
 * absent or null. Fields the contract marks nullable without a type are `unknown`. Unknown fields
 * are kept.
 */
const zText = lazySchema(() => z.nullish(z.string()));
const zTextList = lazySchema(() => z.nullish(z.array(z.string())));
const zFlag = lazySchema(() => z.nullish(z.boolean()));
/** Documented as nullable, type not shown. */
const zNullable = lazySchema(() => z.optional(z.unknown()));

export const zGizmoAuthor = lazySchema(() =>
  z.looseObject({
    user_id: zText,
    display_name: zText,
    /** Untrusted: becomes a link only through `safeLinkUrl`. */
    link_to: zText,
    is_verified: zFlag,
    selected_display: zText,
    will_receive_support_emails: zNullable,
    display_socials: z.nullish(z.array(z.unknown())),
  }),
);
export type GizmoAuthor = z.infer<typeof zGizmoAuthor>;

export const zGizmoDisplay = lazySchema(() =>
  z.looseObject({
    name: zText,
    description: zText,
    prompt_starters: zTextList,
    profile_pic_id: zText,
    /** Untrusted: becomes an image only through `safeMediaUrl`. */
    profile_picture_url: zText,
    categories: zTextList,
  }),
);
export type GizmoDisplay = z.infer<typeof zGizmoDisplay>;

export const zVanityMetrics = lazySchema(() =>
  z.looseObject({
    num_conversations: z.nullish(z.union([z.number(), z.string()])),
    num_conversations_str: zText,
    created_ago_str: zText,
    review_stats: zNullable,
  }),
);

export const zGizmo = lazySchema(() =>
  z.looseObject({
    /** The one field a document cannot do without: it is what was looked up. */
    id: z.string().check(z.minLength(1)),
    organization_id: zText,
    short_url: zText,
    author: z.nullish(zGizmoAuthor),
    voice: z.nullish(z.looseObject({ id: zText })),
    workspace_id: zNullable,
    model: zNullable,
    instructions: zNullable,
    settings: zNullable,
    /** What the card shows; a document without it is not the details of a GPT. */
    display: zGizmoDisplay,
    share_recipient: zText,
    /** ISO 8601 with offset. */
    created_at: zText,
    updated_at: zText,
    last_interacted_at: zText,
    num_interactions: z.nullish(z.number().check(z.int())),
    tags: zTextList,
    version: zNullable,
    live_version: zNullable,
    training_disabled: zNullable,
    sharing_targets: zNullable,
    appeal_info: zNullable,
    vanity_metrics: z.nullish(zVanityMetrics),
    workspace_approval_date: zNullable,
    workspace_approved: zNullable,
    sharing: zNullable,
    current_user_permission: z.nullish(
      z.looseObject({
        can_read: zFlag,
        can_view_config: zFlag,
        can_write: zFlag,
        can_delete: zFlag,
        can_export: zFlag,
        can_share: zFlag,
      }),
    ),
  }),
);
export type Gizmo = z.infer<typeof zGizmo>;

export const zProductFeatures = lazySchema(() =>
  z.looseObject({
    attachments: z.nullish(
      z.looseObject({
        type: zText,
        accepted_mime_types: zTextList,
        image_mime_types: zTextList,
        can_accept_all_mime_types: zFlag,
      }),
    ),
  }),
);

/** The document inside the fence: the gizmo, its tools and files, and what it accepts. */
export const zGptsDocument = lazySchema(() =>
  z.looseObject({
    gizmo: zGizmo,
    /** Element shape not shown; entries are usually `{id, type, settings, metadata}`. */
    tools: z.nullish(z.array(z.unknown())),
    files: z.nullish(z.array(z.unknown())),
    product_features: z.nullish(zProductFeatures),
  }),
);
export type GptsDocument = z.infer<typeof zGptsDocument>;

/** GPT details are a chat completion: this model on this path, the id as the user message. */
export const gptsPaths = { chatCompletions: '/v1/chat/completions' } as const;
export const GET_GPTS_MODEL = 'get-gpts';
