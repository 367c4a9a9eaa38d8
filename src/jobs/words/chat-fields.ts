import { chatSettings, type ChatSettingKey } from '@/gateway/chat/chat-settings';
import { t } from '@/i18n/i18n';
import { assumedPathField, type AssumedPathField, type AssumedPathWords } from '../generator';

/**
 * The chat family's settings in Settings → Advanced (issue 55): the path and the model as lines, the
 * instructions of each ask as text boxes, each with its default (`gateway/chat/chat-settings.ts`)
 * and "Restore defaults". The app lists them after the generators' writing aids.
 */
const field = (key: ChatSettingKey, id: string, words: AssumedPathWords): AssumedPathField =>
  assumedPathField(key, chatSettings[key], `chat-${id}`, 'writing', words);

/** An ask's instructions: sent as the system prompt, the person's words as the user message. */
const instructions = (ask: () => string) => ({
  label: () => t('chat.setting.instructions', { ask: ask() }),
  name: () => t('chat.setting.instructions', { ask: ask() }),
  help: () => t('chat.setting.instructions.hint', { ask: ask() }),
});

export const chatFields: readonly AssumedPathField[] = [
  field('chatPath', 'path', {
    label: () => t('chat.setting.path'),
    name: () => t('chat.settingName.path'),
    help: (path) => t('chat.setting.path.hint', { path }),
  }),
  field('chatModel', 'model', {
    label: () => t('chat.setting.model'),
    name: () => t('chat.settingName.model'),
    help: (model) => t('chat.setting.model.hint', { model }),
  }),
  field(
    'chatPromptImprove',
    'improve',
    instructions(() => t('promptHelp.improve')),
  ),
  field(
    'chatPromptExpand',
    'expand',
    instructions(() => t('promptHelp.expand')),
  ),
  field(
    'chatPromptShorter',
    'shorter',
    instructions(() => t('promptHelp.shorter')),
  ),
  field(
    'chatPromptTranslate',
    'translate',
    instructions(() => t('promptHelp.translate')),
  ),
  field(
    'chatScriptToShots',
    'shots',
    instructions(() => t('chat.ask.shots')),
  ),
];
