/** The model name that selects the GPT details operation on `POST /v1/chat/completions`. */
export const GET_GPTS_MODEL = 'get-gpts';
export const CHAT_COMPLETIONS_PATH = '/v1/chat/completions';

/** A GPT id → the body of the lookup: the id is the user message, and nothing streams. */
export function toGptsRequest(id: string) {
  return {
    model: GET_GPTS_MODEL,
    messages: [{ role: 'user', content: id }],
    stream: false,
  };
}
