import { createReadStream, readdirSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { pipeline } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DemoEngine, type DemoKind, type Phase } from '../../src/gateway/demo/engine';
import { handleDemoRequest, settledAnswer } from '../../src/gateway/demo/handlers';
import { parseMultipart } from '../../src/gateway/demo/multipart';
import { pngSize } from '../../src/lib/png';
import type { DemoRequest, DemoResponse, DemoStream } from '../../src/gateway/demo/http';
import {
  assembleDemoRoutes,
  isDemoDeclaration,
  type DemoDeclaration,
} from '../../src/gateway/demo/routes';

export interface DemoServerOptions {
  port: number;
  host?: string;
  speed?: number;
  apiKey?: string | null;
  /** Where the sample media is read from (public/demo). */
  mediaDir?: string;
  /**
   * false: no CORS headers at all, as a gateway that does not allow the studio's origin (the
   * browser then refuses every answer). Whatever this says, paths under `/__demo/no-cors/` are
   * served the same way: `http://127.0.0.1:PORT/__demo/no-cors` is that gateway, beside the normal one.
   */
  cors?: boolean;
}

/** The gateway without CORS, beneath its usual one: a base URL a test can point a profile at. */
export const NO_CORS_PREFIX = '/__demo/no-cors';

export interface LoggedRequest {
  method: string;
  path: string;
  /** Which origin the request was addressed to: the gateway's or the media host's. */
  host: string;
  hasAuthorization: boolean;
  at: number;
  /**
   * A POST's body as it arrived (its first 2,000 characters): which prompt each create carried,
   * so a tester can count the creates one submission caused (`npm run bench:soak`).
   */
  body?: string;
  /**
   * A multipart request's files as they arrived (a picture edit's pictures and mask, issue 56):
   * field, name, type and size, and a PNG's width and height read from its header. A browser
   * does not hand a test the bytes of a Blob it sends; the gateway has them.
   */
  files?: {
    field: string;
    filename: string;
    type: string;
    bytes: number;
    width: number | null;
    height: number | null;
  }[];
}

/** What `/__demo/tasks` lists: each task the gateway made, and where it stands. */
export interface DemoTaskSummary {
  kind: DemoKind;
  id: string;
  prompt: string | null;
  phase: Phase;
}

const contentTypes: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  // The static build, when scripts/serve-dist.ts serves it with this same function.
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

const corsHeaders = {
  // Any origin may call: the studio is a static site that can be hosted anywhere. No cookies are
  // involved (the studio sends credentials: 'omit'), so "*" is safe here.
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Range',
  'Access-Control-Expose-Headers':
    'Retry-After, openai-poll-after-ms, Content-Length, Content-Range, Accept-Ranges',
  'Access-Control-Max-Age': '600',
};

const featuresDir = fileURLToPath(new URL('../../src/features/', import.meta.url));

/**
 * Every generator's demo declaration, found as the lint finds the features (each folder of
 * src/features) and the app finds them with Vite's glob (`src/app/demo-routes.ts`): each folder's
 * `demo.ts`, its `demo` export. A folder without one is no generator (gallery, settings, …).
 */
export async function loadDemoDeclarations(): Promise<DemoDeclaration[]> {
  const folders = readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const declarations: DemoDeclaration[] = [];
  for (const folder of folders) {
    const file = join(featuresDir, folder, 'demo.ts');
    try {
      statSync(file);
    } catch {
      continue;
    }
    const { demo } = (await import(pathToFileURL(file).href)) as { demo?: unknown };
    if (!isDemoDeclaration(demo))
      throw new Error(`${file} does not export its demo declaration as \`demo\``);
    declarations.push(demo);
  }
  return declarations;
}

/**
 * The demo gateway over real HTTP. The gateway answers at http://127.0.0.1:PORT and names its
 * media at http://localhost:PORT/demo/…: a different origin, as a real media host would be, so a
 * test can prove the key never travels there.
 */
export async function startDemoGateway(options: DemoServerOptions): Promise<{
  server: Server;
  url: string;
  engine: DemoEngine;
  log: LoggedRequest[];
  /** Every kind of task a generator's demo makes and lists (what `/__demo/tasks` lists). */
  taskKinds: readonly string[];
}> {
  const declarations = await loadDemoDeclarations();
  const routes = assembleDemoRoutes(declarations);
  // What `/__demo/tasks` lists: every kind of task a generator's demo makes, but those it leaves out.
  const listedKinds = declarations.flatMap((d) =>
    Object.keys(d.prices).filter((kind) => !(d.unlisted ?? []).includes(kind)),
  );
  const host = options.host ?? '127.0.0.1';
  const mediaDir =
    options.mediaDir ?? fileURLToPath(new URL('../../public/demo/', import.meta.url));
  const log: LoggedRequest[] = [];
  let engine = new DemoEngine({
    speed: options.speed ?? 1,
    apiKey: options.apiKey ?? null,
    mediaBase: '',
  });

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      // A multipart body (an image upload) carries bytes: one latin1 character each, so the
      // file comes through whole (src/gateway/demo/multipart.ts).
      const binary = /^multipart\//i.test(req.headers['content-type'] ?? '');
      void route(req, res, Buffer.concat(chunks).toString(binary ? 'latin1' : 'utf8'));
    });
  });

  async function route(req: IncomingMessage, res: ServerResponse, body: string) {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? host}`);
    let allow = options.cors !== false;
    if (url.pathname === NO_CORS_PREFIX || url.pathname.startsWith(`${NO_CORS_PREFIX}/`)) {
      allow = false;
      url.pathname = url.pathname.slice(NO_CORS_PREFIX.length) || '/';
    }
    const cors = allow ? corsHeaders : {};
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    if (url.pathname === '/__demo/requests') {
      res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(log));
      return;
    }
    if (url.pathname === '/__demo/tasks') {
      // What the gateway has created, and where each task stands: how a tester finds the id of a
      // create whose answer the browser never saw.
      const tasks = listedKinds.flatMap((kind) =>
        engine.list(kind).map((task): DemoTaskSummary => ({
          kind,
          id: task.id,
          prompt:
            typeof task.input.prompt === 'string'
              ? task.input.prompt
              : typeof task.input.user_prompt === 'string'
                ? task.input.user_prompt
                : null,
          phase: engine.phase(task).phase,
        })),
      );
      res
        .writeHead(200, { ...cors, 'Content-Type': 'application/json' })
        .end(JSON.stringify(tasks));
      return;
    }
    if (url.pathname === '/__demo/expire-media' && req.method === 'POST') {
      // A tester's control: this task's media (or, without ?task=, every task's) is gone from
      // the host, so its links answer 410 and its `/content` too; a kept copy must still play.
      const taskId = url.searchParams.get('task') ?? undefined;
      const expired = engine.expireMedia(taskId);
      res
        .writeHead(200, { ...cors, 'Content-Type': 'application/json' })
        .end(JSON.stringify({ expired }));
      return;
    }
    if (url.pathname === '/__demo/forget-task' && req.method === 'POST') {
      // A tester's control: the gateway loses this task (a restart without storage, a clean-up):
      // every query of its id answers 404 from now on, as for an id it never made. `logged`: the
      // requests logged before it, so a tester counts exactly those that came after.
      const taskId = url.searchParams.get('task') ?? '';
      const forgotten = engine.forget(taskId);
      res
        .writeHead(200, { ...cors, 'Content-Type': 'application/json' })
        .end(JSON.stringify({ forgotten, logged: log.length }));
      return;
    }
    if (url.pathname === '/__demo/reset' && req.method === 'POST') {
      log.length = 0;
      engine.reset();
      res.writeHead(204, cors).end();
      return;
    }
    log.push({
      method: req.method ?? 'GET',
      path: url.pathname + url.search,
      host: req.headers.host ?? '',
      hasAuthorization: typeof req.headers.authorization === 'string',
      at: Date.now(),
      ...(req.method === 'POST' ? { body: body.slice(0, 2_000) } : {}),
      ...loggedFiles(body, req.headers['content-type']),
    });
    // Uploaded images live in the demo's memory, and the files it makes (a song's WAV, a MIDI
    // file) are made on request: the handlers serve both, the media folder the rest.
    if (
      url.pathname.startsWith('/demo/') &&
      !url.pathname.startsWith('/demo/uploads/') &&
      !url.pathname.startsWith('/demo/made/')
    ) {
      const task = url.searchParams.get('task');
      if (task !== null && engine.isMediaExpired(task)) {
        res.writeHead(410, { ...cors, 'Content-Type': 'text/plain' }).end('this link has expired');
        return;
      }
      serveFile(req, res, mediaDir, url.pathname.slice('/demo/'.length), {}, cors);
      return;
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string') headers[name] = value;
    const request: DemoRequest = { method: req.method ?? 'GET', url, headers, body };
    const response = await settledAnswer(handleDemoRequest(engine, request, routes));
    if (response.delayMs) await new Promise((r) => setTimeout(r, response.delayMs));
    send(req, res, response, mediaDir, cors);
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : options.port;
      engine = new DemoEngine({
        speed: options.speed ?? 1,
        apiKey: options.apiKey ?? null,
        mediaBase: `http://localhost:${port}/demo/`,
        noCorsMediaBase: `http://localhost:${port}${NO_CORS_PREFIX}/demo/`,
      });
      resolve({
        server,
        url: `http://${host}:${port}`,
        get engine() {
          return engine;
        },
        log,
        taskKinds: listedKinds,
      });
    });
  });
}

type Cors = Partial<typeof corsHeaders>;

/** A multipart body's files, summarised for the log (none for any other body). */
function loggedFiles(body: string, contentType: string | undefined): Pick<LoggedRequest, 'files'> {
  const form = parseMultipart(body, contentType);
  if (form === null || form.files.length === 0) return {};
  return {
    files: form.files.map((file) => {
      const size = pngSize(Buffer.from(file.bytes ?? '', 'latin1'));
      return {
        field: file.field,
        filename: file.name,
        type: file.type,
        bytes: file.size,
        width: size?.width ?? null,
        height: size?.height ?? null,
      };
    }),
  };
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  response: DemoResponse,
  mediaDir: string,
  cors: Cors,
) {
  if (response.drop) {
    // A silent close is not enough: Chromium quietly re-sends a request whose reused keep-alive
    // connection closes without a byte (up to twice, on other pooled sockets), so one dropped poll
    // could use up every drop a scenario asked for and the page would never see one. A byte that
    // is not HTTP breaks the exchange visibly: the page's fetch fails (measured: one attempt, at
    // most two, per fetch, against five to seven for a silent close).
    req.socket.end('\0');
    return;
  }
  const { body } = response;
  if (body.type === 'file') {
    serveFile(req, res, mediaDir, body.name, response.headers, cors);
    return;
  }
  if (body.type === 'stream') {
    sendStream(req, res, response, body, cors);
    return;
  }
  res.writeHead(response.status, {
    ...(response.noCors ? {} : cors),
    'Content-Type': body.type === 'json' ? 'application/json' : body.contentType,
    ...response.headers,
  });
  res.end(
    body.type === 'text' && body.binary === true ? Buffer.from(body.text, 'latin1') : body.text,
  );
}

/**
 * A chat's server-sent events (issue 55): each piece written after its wait, flushed at once; a
 * `drop` end breaks the connection after the last piece (the browser's reader then fails, as at a
 * relay that dies mid-answer). A client that goes away stops the writing.
 */
function sendStream(
  req: IncomingMessage,
  res: ServerResponse,
  response: DemoResponse,
  body: DemoStream,
  cors: Cors,
) {
  res.writeHead(response.status, {
    ...(response.noCors ? {} : cors),
    'Content-Type': body.contentType,
    'Cache-Control': 'no-cache',
    ...response.headers,
  });
  res.flushHeaders();
  let next = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let gone = false;
  res.on('close', () => {
    gone = true;
    clearTimeout(timer);
  });
  const write = () => {
    if (gone) return;
    const piece = body.pieces[next];
    if (piece === undefined) {
      if (body.end === 'drop') req.socket.destroy();
      else res.end();
      return;
    }
    next += 1;
    timer = setTimeout(() => {
      if (gone) return;
      res.write(piece.text);
      write();
    }, piece.afterMs);
  };
  write();
}

/** Static media with byte ranges, which video elements use to seek. */
export function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  dir: string,
  name: string,
  extra: Record<string, string> = {},
  cors: Cors = corsHeaders,
) {
  const safe = normalize(name).replace(/^(\.\.[/\\])+/, '');
  const path = join(dir, safe);
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    res.writeHead(404, { ...cors, 'Content-Type': 'text/plain' }).end('not found');
    return;
  }
  const type = contentTypes[extname(path)] ?? 'application/octet-stream';
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  const base = {
    ...cors,
    ...extra,
    'Content-Type': type,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'no-store',
  };
  if (range) {
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start >= size || start > end) {
      res.writeHead(416, { ...base, 'Content-Range': `bytes */${size}` }).end();
      return;
    }
    res.writeHead(206, {
      ...base,
      'Content-Range': `bytes ${start}-${end}/${size}`,
      'Content-Length': String(end - start + 1),
    });
    sendFileBytes(createReadStream(path, { start, end }), res);
    return;
  }
  res.writeHead(200, { ...base, 'Content-Length': String(size) });
  sendFileBytes(createReadStream(path), res);
}

/**
 * A file's bytes to the response. `pipeline`, not `pipe`: a page that goes away mid-file (a reload
 * while a chunk or a video is on its way, which the suites do all the time) would otherwise leave
 * the file open for the server's life, and a read error would end the process.
 */
function sendFileBytes(file: ReturnType<typeof createReadStream>, res: ServerResponse) {
  pipeline(file, res, () => undefined);
}
