import { httpFailureMessage } from '@/gateway/errors';
import { word } from '@/i18n/i18n';

/** The sentence a person reads for an HTTP failure, as the client's error carries it. */
export function describeHttpFailure(status: number, body: string): string {
  const message = httpFailureMessage(status, body);
  return word(message) ?? message.key;
}
