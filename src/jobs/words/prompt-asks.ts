import type { ChatMessage } from '@/gateway/chat/chat';
import { chatSetting, type ChatSettingKey } from '@/gateway/chat/chat-settings';
import type { AssumedPaths } from '@/gateway/settings';

/** What prompt help can be asked to do with a field's words (issue 55 item 2). */
export const promptAsks = ['improve', 'expand', 'shorter', 'translate'] as const;
export type PromptAsk = (typeof promptAsks)[number];

/** Each ask's instructions: a setting of the profile (Settings → Advanced). */
const instructionsOf: Record<PromptAsk, ChatSettingKey> = {
  improve: 'chatPromptImprove',
  expand: 'chatPromptExpand',
  shorter: 'chatPromptShorter',
  translate: 'chatPromptTranslate',
};

/** The ask's instructions as the system prompt, the field's words as the user message. */
export function promptAskMessages(
  kind: PromptAsk,
  words: string,
  paths: AssumedPaths,
): ChatMessage[] {
  return [
    { role: 'system', content: chatSetting(paths, instructionsOf[kind]) },
    { role: 'user', content: words },
  ];
}
