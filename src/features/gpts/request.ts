import { GET_GPTS_MODEL } from '@/features/gpts/gateway-schema';

/** A GPT id → the body of the lookup: the id is the user message, and nothing streams. */
export function toGptsRequest(id: string) {
  return {
    model: GET_GPTS_MODEL,
    messages: [{ role: 'user', content: id }],
    stream: false,
  };
}
