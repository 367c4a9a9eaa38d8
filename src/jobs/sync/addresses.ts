/**
 * Several addresses of one team sync server (issue 43): instances behind no balancer, or a
 * balancer and a spare. Settings → Sync takes them in one field, separated by commas or spaces;
 * the device connects to the first and, when its connection closes (the instance went away, or
 * never answered), tries the next, round and round. Whichever instance it reaches, its waiting
 * changes go there: every instance serves the same library (Redis + PostgreSQL, decision 030).
 */
export const MAX_SYNC_ADDRESSES = 8;
const ADDRESS = /^wss?:\/\/[^\s/,]+/;

/** The addresses written in the field, in order, each once. */
export function syncAddresses(field: string): string[] {
  return [...new Set(field.split(/[\s,]+/).filter((part) => part !== ''))];
}

/** Whether the field holds one to eight server addresses and nothing else. */
export function validAddresses(field: string): boolean {
  const addresses = syncAddresses(field);
  return (
    addresses.length > 0 &&
    addresses.length <= MAX_SYNC_ADDRESSES &&
    addresses.every((address) => ADDRESS.test(address))
  );
}

/** The address to try after `current` closed: the next one, the first after the last. */
export function nextAddress(addresses: readonly string[], current: string): string {
  const at = addresses.indexOf(current);
  return addresses[(at + 1) % addresses.length] ?? current;
}
