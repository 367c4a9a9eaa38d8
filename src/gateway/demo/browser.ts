import { DemoEngine, type EngineSnapshot } from './engine';
import { handleDemoRequest } from './handlers';
import type { DemoRequest } from './http';

/**
 * Demo mode in the page itself: the gateway client's injected fetch lands here instead of the
 * network, so the static build works on any origin, secure or not, with no service worker.
 * Tasks are kept in localStorage so a reload mid-job finds them again, like a real gateway would.
 */
const STORAGE_KEY = 'media-studio.demo-gateway.v1';
/** Testers can speed the demo clock up: localStorage['media-studio.demo-speed'] = '8'. */
const SPEED_KEY = 'media-studio.demo-speed';

function readSpeed(): number {
  try {
    const value = Number(localStorage.getItem(SPEED_KEY));
    return Number.isFinite(value) && value > 0 ? value : 1;
  } catch {
    return 1;
  }
}

let engine: DemoEngine | null = null;

function getEngine(): DemoEngine {
  if (engine) return engine;
  engine = new DemoEngine({
    mediaBase: new URL('demo/', document.baseURI).href,
    speed: readSpeed(),
  });
  try {
    const text = localStorage.getItem(STORAGE_KEY);
    if (text) engine.restore(JSON.parse(text) as EngineSnapshot);
  } catch {
    // A damaged or unavailable store starts the demo afresh.
  }
  return engine;
}

function persist(current: DemoEngine): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(current.snapshot()));
  } catch {
    // Storage full or disabled: the demo keeps working for this page's lifetime.
  }
}

function wait(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (ms <= 0) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(
        signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'),
      );
    });
  });
}

export async function fetchFromBrowserDemo(
  input: string,
  init: RequestInit = {},
): Promise<Response> {
  const current = getEngine();
  const url = new URL(input);
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, name) => (headers[name.toLowerCase()] = value));
  const request: DemoRequest = {
    method: (init.method ?? 'GET').toUpperCase(),
    url,
    headers,
    body: typeof init.body === 'string' ? init.body : '',
  };
  const response = handleDemoRequest(current, request);
  persist(current);
  await wait(response.delayMs ?? 0, init.signal);
  if (response.drop) throw new TypeError('Failed to fetch');
  const { body } = response;
  if (body.type === 'file') {
    return fetch(current.media(body.name), { signal: init.signal ?? null });
  }
  return new Response(body.text, {
    status: response.status,
    headers: {
      'Content-Type': body.type === 'json' ? 'application/json' : body.contentType,
      ...response.headers,
    },
  });
}
