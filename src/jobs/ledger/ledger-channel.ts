/**
 * How tabs tell each other which records of a ledger changed: one BroadcastChannel per ledger
 * (its database's name), carrying `{ ids }`. A channel never hears its own messages.
 */
export function channelFor(name: string): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined'
    ? null
    : new BroadcastChannel(`media-studio.ledger/${name}`);
}

/** The ids a message names; anything else in it is ignored (another tab's is untrusted too). */
export function idsIn(message: unknown): string[] {
  if (
    typeof message !== 'object' ||
    message === null ||
    !('ids' in message) ||
    !Array.isArray(message.ids)
  )
    return [];
  return message.ids.filter((id): id is string => typeof id === 'string');
}
