import { isInteger, isSafeNumber, parse } from 'lossless-json';

/**
 * Parses JSON without losing integers above 2^53: some gateways return ids (pixa `video_id`) that
 * `JSON.parse` would round, and every poll would then ask for the wrong task. Such integers come
 * back as their exact decimal string; every other number is an ordinary `number`.
 */
export function parseJsonLossless(text: string): unknown {
  return parse(text, null, (value: string) =>
    isInteger(value) && !isSafeNumber(value) ? value : Number(value),
  );
}
