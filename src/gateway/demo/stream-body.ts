import type { DemoStream } from './http';

/**
 * A demo stream as a fetch body (the in-page demo, the unit tests' testbed): each piece enqueued
 * after its wait, the end closed or — a stream cut mid-way — errored as a dropped connection is. The
 * caller's signal ends it as a browser ends an aborted fetch's body. `paced: false` skips the waits
 * (a test's clock is moved by hand): each piece is still its own read.
 */
export function demoStreamBody(
  body: DemoStream,
  signal: AbortSignal | null | undefined,
  paced = true,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          try {
            controller.error(new DOMException('The user aborted a request.', 'AbortError'));
          } catch {
            // Already closed: nothing to end.
          }
        },
        { once: true },
      );
    },
    async pull(controller) {
      const piece = body.pieces[next];
      if (piece === undefined) {
        if (body.end === 'drop') controller.error(new TypeError('network error'));
        else controller.close();
        return;
      }
      next += 1;
      if (paced && piece.afterMs > 0)
        await new Promise<void>((resolve) => (timer = setTimeout(resolve, piece.afterMs)));
      if (signal?.aborted) return;
      controller.enqueue(encoder.encode(piece.text));
    },
    cancel() {
      clearTimeout(timer);
    },
  });
}
