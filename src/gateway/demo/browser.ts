import { DemoEngine, type EngineSnapshot } from './engine';
import { handleDemoRequest } from './handlers';
import type { DemoRequest, DemoRoute } from './http';
import type { DemoForm } from './multipart';
import { providedDemoDeclarations } from '../demo-provided';
import { assembleDemoRoutes } from './routes';
import { StorageRefusedError, StorageUnreachableError, type FormUploadRequest } from '../upload';

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

let routes: Promise<readonly DemoRoute[]> | null = null;

/** The generators' routes, as the app provided them (`gateway/demo-provided.ts`), assembled once. */
function getRoutes(): Promise<readonly DemoRoute[]> {
  routes ??= providedDemoDeclarations().then(assembleDemoRoutes);
  return routes;
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

/**
 * A multipart body as the page's demo takes it: the parts as they are, a file kept in the page as
 * a `blob:` URL (the page is the only host that can serve it back to an image element).
 */
function pageForm(body: FormData): DemoForm {
  const form: DemoForm = { fields: {}, files: [] };
  body.forEach((value, field) => {
    if (typeof value === 'string') form.fields[field] = value;
    else
      form.files.push({
        field,
        name: value.name,
        type: value.type,
        size: value.size,
        bytes: null,
        pageUrl: URL.createObjectURL(value),
      });
  });
  return form;
}

export async function fetchFromBrowserDemo(
  input: string,
  init: RequestInit = {},
): Promise<Response> {
  const served = await getRoutes();
  const current = getEngine();
  const url = new URL(input);
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, name) => (headers[name.toLowerCase()] = value));
  const request: DemoRequest = {
    method: (init.method ?? 'GET').toUpperCase(),
    url,
    headers,
    body: typeof init.body === 'string' ? init.body : '',
    ...(init.body instanceof FormData ? { form: pageForm(init.body) } : {}),
  };
  const response = handleDemoRequest(current, request, served);
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

/** How long the in-page storage takes to "receive" a file: a progress a person can watch. */
const DEMO_UPLOAD_MS = 1_500;
const DEMO_UPLOAD_STEPS = 10;

/**
 * Demo mode's storage: the file stays in the page (its name and size are what the demo keeps),
 * the parts go to the demo's storage route as a multipart body would name them, and the progress
 * moves over about a second and a half. A storage that refuses the page ([cors] in the file's
 * name) answers as a browser reports it: no readable answer at all.
 */
export async function uploadToBrowserDemo({
  url,
  fields,
  file,
  signal,
  onProgress,
}: FormUploadRequest): Promise<void> {
  const served = await getRoutes();
  const current = getEngine();
  for (let step = 1; step <= DEMO_UPLOAD_STEPS; step += 1) {
    await wait(DEMO_UPLOAD_MS / DEMO_UPLOAD_STEPS / current.speed, signal);
    onProgress?.(Math.round((file.size * step) / DEMO_UPLOAD_STEPS), file.size);
  }
  const parts = [
    ...Object.entries(fields).map(
      ([name, value]) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`,
    ),
    `Content-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Length: ${file.size}\r\n\r\n…`,
  ];
  const response = handleDemoRequest(
    current,
    {
      method: 'POST',
      url: new URL(url),
      headers: { 'content-type': 'multipart/form-data; boundary=demo' },
      body: parts.map((part) => `--demo\r\n${part}\r\n`).join('') + '--demo--\r\n',
      // The file itself stays in the page: its `blob:` URL is what the storage keeps, so the song
      // made of it plays these bytes (issue 38), as a real storage serves back what it was sent.
      form: {
        fields: { ...fields },
        files: [
          {
            field: 'file',
            name: file.name,
            type: file.type,
            size: file.size,
            bytes: null,
            pageUrl: URL.createObjectURL(file),
          },
        ],
      },
    },
    served,
  );
  persist(current);
  if (response.drop || response.noCors === true) throw new StorageUnreachableError(url);
  if (response.status < 200 || response.status >= 300) {
    const text = response.body.type === 'file' ? '' : response.body.text;
    throw new StorageRefusedError(response.status, text);
  }
}
