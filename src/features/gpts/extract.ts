/**
 * The details document cut out of a chat message: the generic reader of JSON inside a model's
 * words, moved to `lib/json-in-text.ts` (issue 55) where the storyboard's script shots read theirs.
 */
export * from '@/lib/json-in-text';
