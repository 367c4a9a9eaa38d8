import { pathReader, type AssumedPathRules } from '@/gateway/assumed-paths';

/**
 * The talking head's fields a poll answer may carry its video in (a relay's docs list all three:
 * the plain one, and a watermarked and an unwatermarked copy).
 */
export const avatarVideoFields = [
  'work_video_path',
  'no_wm_work_video_path',
  'wm_work_video_path',
] as const;

/**
 * What the talking head assumes (issue 56): the contract names a digital-human video operation
 * and shows none of it. The field notes' shapes, each a setting per gateway profile. Plain data:
 * the demo's Node server and the e2e specs read it too.
 */
export const assumedPaths = {
  /** `POST {avatar_url, audio_url | create_voice | use_voice, no_watermark}` → a task id. */
  avatarCreatePath: { default: '/avatar/generation' },
  /** The task's state; `{id}` is its id. */
  avatarPollPath: { default: '/avatar/task/{id}' },
  /** Where the answer holds the video's link (followed; `web_work_status` is not read). */
  avatarVideoField: { default: 'work_video_path', choices: avatarVideoFields },
} as const satisfies AssumedPathRules;

/** This generator's path in a profile's paths: what it stores when that fits, else the default. */
export const avatarPath = pathReader(assumedPaths);
