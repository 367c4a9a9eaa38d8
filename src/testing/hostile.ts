import { hostileStatusWords, hostileTexts, hostileUrls } from '@/gateway/demo/hostile';

/** True for a string one of the hostile variants could have produced. */
export function isHostileString(value: string): boolean {
  return (
    hostileTexts.includes(value) ||
    hostileUrls.includes(value) ||
    Object.values(hostileStatusWords).some((w) => w === value)
  );
}
