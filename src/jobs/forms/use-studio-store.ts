import { topicsOf } from '@/lib/idb';
import { useLiveRead } from '@/lib/live-query';
import { studioSchema } from './presets-db';
import { listPresets, type Preset } from './presets';
import { listPrompts } from './prompt-history';

/**
 * Reads of the studio store, live across tabs: `undefined` until read, then re-read whenever a
 * write touches what they read. A store that cannot be read (storage refused) reads as empty:
 * the form works without presets or history.
 */
const noPresets: Preset[] = [];
const noPrompts: string[] = [];
const presetTopics = topicsOf(studioSchema, 'presets');
const promptTopics = topicsOf(studioSchema, 'prompts');

export function usePresets(kind: string): Preset[] | undefined {
  return useLiveRead(listPresets, kind, noPresets, presetTopics);
}

export function usePromptHistory(scope: string): string[] | undefined {
  return useLiveRead(listPrompts, scope, noPrompts, promptTopics);
}
