import { DemoEngine, type DemoTask, type EngineSnapshot, type MadeFile } from './engine';
import { handleDemoRequest, settledAnswer } from './handlers';
import type { DemoRequest, DemoRoute } from './http';
import { formOfData, type DemoForm } from './multipart';
import { providedDemoDeclarations } from '../demo-provided';
import { assembleDemoRoutes } from './routes';
import { openTaskStore, storableTask, taskKey, type DemoTaskStore } from './task-store';
import { StorageRefusedError, StorageUnreachableError, type FormUploadRequest } from '../upload';
import { pageUrlFor } from '@/lib/object-url';
import { keepDemoFile } from './kept-files';
import { demoStreamBody } from './stream-body';

/**
 * Demo mode in the page itself: the gateway client's injected fetch lands here instead of the
 * network, so the static build works on any origin, secure or not, with no service worker.
 * Tasks are kept in IndexedDB (`task-store.ts`, which says why there) so a reload, a closed
 * browser or another tab finds them again, like a real gateway would.
 */
/** Where an earlier studio kept the demo's tasks: read once into the store, then removed. */
const LEGACY_STORAGE_KEY = 'media-studio.demo-gateway.v1';
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

/** The tasks an earlier studio left in localStorage (none, or unreadable: nothing). */
function takeLegacyTasks(): DemoTask[] {
  try {
    const text = localStorage.getItem(LEGACY_STORAGE_KEY);
    if (text === null) return [];
    const snapshot = JSON.parse(text) as Partial<EngineSnapshot>;
    return Array.isArray(snapshot.tasks) ? snapshot.tasks : [];
  } catch {
    return [];
  }
}

interface DemoState {
  engine: DemoEngine;
  /** Null where IndexedDB cannot be used: the tasks then last as long as the page. */
  store: DemoTaskStore | null;
  /** Each task as last read from or written to the store: only a task that differs is written. */
  stored: Map<string, string>;
}

let state: Promise<DemoState> | null = null;

/** The files this page's demo made, by name: one address each for the page's life. */
const madeInPage = new Map<string, string>();

/**
 * A file the demo made (a song's WAV, a MIDI file) lives in the page, as an uploaded one does: its
 * `blob:` address is the link the demo answers, and its bytes are kept under that address, so a
 * result that names it still plays after a reload (`useDemoFile`).
 */
function keepMadeInPage(name: string, make: () => MadeFile): string {
  const known = madeInPage.get(name);
  if (known !== undefined) return known;
  const file = make();
  const blob = new Blob([file.bytes], { type: file.type });
  const { url } = pageUrlFor(blob);
  madeInPage.set(name, url);
  // Storage full or refused: the file plays for this page's life.
  void keepDemoFile(url, blob).catch(() => undefined);
  return url;
}

function getState(): Promise<DemoState> {
  state ??= (async () => {
    const engine = new DemoEngine({
      mediaBase: new URL('demo/', document.baseURI).href,
      speed: readSpeed(),
      keepMade: keepMadeInPage,
    });
    const store = await openTaskStore();
    const current: DemoState = { engine, store, stored: new Map() };
    const legacy = takeLegacyTasks();
    if (legacy.length > 0) {
      engine.merge(legacy);
      await persist(current);
      // Written over to the store (or, without one, kept by this page): the old copy goes, and
      // with it the megabytes it may have held.
      if (store !== null)
        try {
          localStorage.removeItem(LEGACY_STORAGE_KEY);
        } catch {
          // Unavailable storage: the copy stays, and is merged again next time, harmlessly.
        }
    }
    return current;
  })();
  return state;
}

/** What this tab or another stored since the last request: a task another tab made is known. */
async function refresh(current: DemoState): Promise<void> {
  if (current.store === null) return;
  try {
    const tasks = await current.store.readAll();
    current.engine.merge(tasks);
    for (const task of tasks) current.stored.set(taskKey(task), JSON.stringify(task));
  } catch {
    // Unreadable for now: this tab's own tasks still answer.
  }
}

/** Writes the tasks this request made or changed, before the demo answers. */
async function persist(current: DemoState): Promise<void> {
  if (current.store === null) return;
  const changed: DemoTask[] = [];
  for (const task of current.engine.snapshot().tasks) {
    const lean = storableTask(task);
    const text = JSON.stringify(lean);
    if (current.stored.get(taskKey(task)) === text) continue;
    changed.push(lean);
    current.stored.set(taskKey(task), text);
  }
  try {
    await current.store.write(changed);
  } catch {
    // Storage full or refused: the demo keeps working for this page's lifetime; the next change
    // tries these tasks again.
    for (const task of changed) current.stored.delete(taskKey(task));
  }
}

let routes: Promise<readonly DemoRoute[]> | null = null;

/** The generators' routes, as the app provided them (`gateway/demo-provided.ts`), assembled once. */
function getRoutes(): Promise<readonly DemoRoute[]> {
  routes ??= providedDemoDeclarations().then(assembleDemoRoutes);
  return routes;
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
  return formOfData(body, (file) => pageUrlFor(file).url);
}

export async function fetchFromBrowserDemo(
  input: string,
  init: RequestInit = {},
): Promise<Response> {
  const served = await getRoutes();
  const demo = await getState();
  await refresh(demo);
  const current = demo.engine;
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
  const response = await settledAnswer(handleDemoRequest(current, request, served));
  await persist(demo);
  await wait(response.delayMs ?? 0, init.signal);
  if (response.drop) throw new TypeError('Failed to fetch');
  const { body } = response;
  if (body.type === 'file') {
    return fetch(current.media(body.name), { signal: init.signal ?? null });
  }
  if (body.type === 'stream')
    return new Response(demoStreamBody(body, init.signal), {
      status: response.status,
      headers: { 'Content-Type': body.contentType, ...response.headers },
    });
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
  const demo = await getState();
  const current = demo.engine;
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
  const pageUrl = pageUrlFor(file).url;
  await refresh(demo);
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
            pageUrl,
          },
        ],
      },
    },
    served,
  );
  await persist(demo);
  if (response.drop || response.noCors === true) throw new StorageUnreachableError(url);
  if (response.status < 200 || response.status >= 300) {
    const text = response.body.type === 'file' ? '' : response.body.text;
    throw new StorageRefusedError(response.status, text);
  }
  // The bytes the storage took, kept under the address it answered: after a reload that address is
  // dead, but the song made of it still plays these bytes (issue 54, `kept-files.ts`).
  try {
    await keepDemoFile(pageUrl, file);
  } catch {
    // Storage full or refused: the file plays for this page's life, as before.
  }
}
