import { pathReader, type AssumedPathRules } from '../assumed-paths';

/**
 * What the chat family assumes (issue 55), stored per gateway profile beside the generators' paths
 * and drawn in Settings → Advanced (`jobs/words/chat-fields.ts` gives each its label): the path,
 * the model, and the instructions the studio sends as the system prompt of each of its asks. The
 * contract names a chat-completions family but shows neither a model nor a streaming format, so
 * each is a setting with a default. Plain data: the demo's Node server reads the defaults too.
 */
export const chatSettings = {
  /** `POST` here, `stream: true` (the seed's chat completion path). */
  chatPath: { default: '/v1/chat/completions' },
  /** The model every ask names (a relay maps it to a vendor). */
  chatModel: { default: 'gpt-4o-mini', text: 'line' },
  chatPromptImprove: {
    default:
      "You improve prompts for a video, image or music generator. Rewrite the user's prompt so it is clearer and more vivid: name the subject, the setting, the light, the camera or the sound. Keep its meaning, its language and any tags in square brackets. Answer with the new prompt only: no preface, no quotes.",
    text: 'lines',
  },
  chatPromptExpand: {
    default:
      "You expand prompts for a video, image or music generator. Expand the user's prompt into a fuller description, about three times as long, with concrete detail: subject, action, setting, light, camera movement, mood. Keep its language and any tags in square brackets. Answer with the new prompt only: no preface, no quotes.",
    text: 'lines',
  },
  chatPromptShorter: {
    default:
      "You shorten prompts for a video, image or music generator. Make the user's prompt about half as long, keeping what matters most. Keep its language and any tags in square brackets. Answer with the new prompt only: no preface, no quotes.",
    text: 'lines',
  },
  chatPromptTranslate: {
    default:
      "Translate the user's prompt for a video, image or music generator into English. Keep its meaning, its detail and any tags in square brackets as they are. Answer with the translation only: no preface, no quotes.",
    text: 'lines',
  },
  chatScriptToShots: {
    default:
      'You split a script or an idea into shots for a storyboard of short generated video clips. Answer with JSON only, in this shape: {"shots":[{"prompt":"…","seconds":5,"caption":"…"}]}, with exactly the number of shots asked for, in story order. Each prompt describes one shot for a video generator (subject, action, setting, camera); seconds is a whole number; caption is one short line shown under the shot. No text outside the JSON.',
    text: 'lines',
  },
} as const satisfies AssumedPathRules;

export type ChatSettingKey = keyof typeof chatSettings;

/** A chat setting of a profile's paths: what it stores when that fits, else the default. */
export const chatSetting = pathReader(chatSettings);
