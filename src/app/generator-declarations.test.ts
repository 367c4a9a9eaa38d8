import { afterAll, describe, expect, it } from 'vitest';
import type { DemoDeclaration } from '@/gateway/demo/routes';
import { gatewayPaths } from '@/gateway/assumed-paths';
import { defaultPaths } from '@/testing/assumed-paths';
import { assumedPathRules } from './assumed-path-rules';
import { readCatalog } from '@/i18n/catalog-sources';
import { activateLocale, loadAllMessages } from '@/i18n/i18n';
import { lineageKeys } from '@/jobs/derived-operation';
import type { GeneratorAbout, GeneratorModule } from '@/jobs/generator';
import type { JobActionIconName } from '@/jobs/job-view';
import { generatorAbouts, pageAbouts } from './abouts';
import { demoDeclarations as declarations } from './demo-routes';
import { assumedPaths, generators } from './registry';

/**
 * A generator module declares everything about itself (decision 025): these tests hold every
 * declaration to having each of its pieces, in both languages, so a new generator, operation or
 * assumed path that forgets one fails here rather than showing a key or an empty button.
 */

type Catalog = Record<string, string>;
// As the build merges them: the core catalog and every feature's part.
const catalog = (locale: string): Catalog => readCatalog(locale);
const catalogs = { en: catalog('en'), zh: catalog('zh') };

const actionIcons: readonly JobActionIconName[] = [
  'refresh-cw',
  'rotate-ccw',
  'link',
  'download',
  'trash',
  'circle-pause',
  'circle-play',
  'sparkles',
  'git-branch',
];

/** Words the studio shows: a message key left as it is (a message missing) is not words. */
const isWords = (text: unknown): boolean =>
  typeof text === 'string' && text.trim() !== '' && !/^[a-z]+(\.[a-zA-Z]+)+$/.test(text);

/** What a generator's declarations lack, in the current language, each as "<where>: <what>". */
function missingPieces(about: GeneratorAbout, module: GeneratorModule | undefined): string[] {
  const missing: string[] = [];
  const at = (where: string, what: string) => missing.push(`${about.kind} ${where}: ${what}`);
  if (!isWords(about.label)) at('about', 'label');
  if (!isWords(about.description)) at('about', 'description');
  if (!isWords(about.tagline)) at('about', 'tagline');
  if (typeof about.icon !== 'function' && typeof about.icon !== 'object') at('about', 'icon');
  if (module === undefined) {
    at('module', 'its folder has no module');
    return missing;
  }
  if (module.kind !== about.kind || module.path !== about.path)
    at('module', 'not built on its about');
  if (typeof module.poller?.poll !== 'function') at('module', 'poller');
  for (const [key, field] of Object.entries(module.summaryFields))
    if (!isWords(field.label)) at(`summary field ${key}`, 'label');

  const ids = new Set<string>();
  for (const op of module.operations ?? []) {
    const where = `operation ${op.id || '(no id)'}`;
    if (op.id === '' || ids.has(op.id)) at(where, 'a unique id');
    ids.add(op.id);
    if (!isWords(op.label)) at(where, 'label');
    if (!actionIcons.includes(op.icon)) at(where, 'icon');
    if (op.form === 'result' ? module.Result === undefined : typeof op.form !== 'function')
      at(where, 'form (its own, or the Result that draws it)');
    if (typeof op.request !== 'function') at(where, 'request');
    // The words it declares are the ones lineage reads by its id, and both languages have them.
    const words = lineageKeys(op.id);
    for (const part of ['source', 'child', 'sourceAt', 'childAt'] as const) {
      const declared = op.lineage?.[part];
      if ((part === 'source' || part === 'child') && declared === undefined)
        at(where, `lineage words (${part})`);
      if (declared !== undefined && declared !== words[part])
        at(where, `lineage words named ${words[part]}`);
    }
    for (const [locale, messages] of Object.entries(catalogs))
      for (const key of [words.source, words.child])
        if (!isWords(messages[key])) at(where, `lineage words ${key} in ${locale}`);
  }

  for (const field of module.assumedPaths ?? []) {
    const where = `assumed path ${field.key}`;
    // The default the gateway keeps (from the folder's paths.ts) is the one the field shows.
    const fallback = defaultPaths[field.key];
    if (fallback === undefined || fallback !== field.default)
      at(where, "a default in its folder's paths.ts");
    if (!isWords(field.label)) at(where, 'label');
    if (!isWords(field.name)) at(where, 'name');
    if (!isWords(field.help(fallback ?? ''))) at(where, 'help');
    if (field.id === '') at(where, 'id');
    if (field.placeholder !== null && !fallback?.includes(field.placeholder))
      at(where, `a default containing ${field.placeholder}`);
    if (field.choices !== undefined && !field.choices.includes(fallback ?? ''))
      at(where, 'its default among its choices');
  }
  return missing;
}

const moduleOf = (kind: string) => generators.find((g) => g.kind === kind);

const answers = (declaration: DemoDeclaration, { method, path }: DemoDeclaration['starts']) =>
  declaration.routes.some((route) => route.method === method && route.pattern.test(path));

/**
 * What a generator's demo lacks: a declaration in its folder (`features/<name>/demo.ts`) whose
 * routes answer the request that starts its work, and that no other generator's routes answer.
 */
function missingDemo(about: GeneratorAbout, declarations: readonly DemoDeclaration[]): string[] {
  const own = declarations.find((d) => d.kind === about.kind);
  if (own === undefined) return [`${about.kind} demo: its folder has no demo.ts declaring it`];
  const { method, path } = own.starts;
  const missing: string[] = [];
  if (!answers(own, own.starts))
    missing.push(`${about.kind} demo: no route answers ${method} ${path}`);
  for (const other of declarations)
    if (other !== own && answers(other, own.starts))
      missing.push(`${about.kind} demo: ${other.kind}'s routes answer ${method} ${path} too`);
  return missing;
}

describe('every generator declares everything about itself', () => {
  afterAll(() => activateLocale('en'));

  it.each(['en', 'zh'] as const)(
    'each about, module, operation and assumed path has all its pieces in %s',
    async (locale) => {
      await activateLocale(locale);
      await loadAllMessages();
      expect(generatorAbouts.flatMap((a) => missingPieces(a, moduleOf(a.kind)))).toEqual([]);
    },
  );

  it('no two generators declare the same operation id, assumed path or field id', () => {
    const all = [
      ...generators.flatMap((g) => (g.operations ?? []).map((op) => `operation ${op.id}`)),
      // The generators' and the parts' (From a link's), as Settings draws them.
      ...assumedPaths.flatMap((p) => [`path ${p.key}`, `field ${p.id}`]),
    ];
    expect(all.filter((x, i) => all.indexOf(x) !== i)).toEqual([]);
  });

  it('every assumed path the gateway stores is declared by a generator or a part (Settings draws it)', () => {
    const declared = assumedPaths.map((p) => p.key).sort();
    expect(declared).toEqual(Object.keys(defaultPaths).sort());
  });

  it("no two generators' paths.ts declare the same stored key, nor one of the gateway's own", () => {
    const folders = import.meta.glob<{ assumedPaths?: Record<string, unknown> }>(
      '../features/*/paths.ts',
      { eager: true },
    );
    const keys = [
      ...Object.values(folders).flatMap((exports) => Object.keys(exports.assumedPaths ?? {})),
      ...Object.keys(gatewayPaths),
    ];
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    expect(Object.keys(assumedPathRules).length + Object.keys(gatewayPaths).length).toBe(
      keys.length,
    );
  });

  it('every generator with a module has a demo in its folder, whose routes answer its create', () => {
    const withModule = generatorAbouts.filter((a) => moduleOf(a.kind) !== undefined);
    expect(withModule).toHaveLength(generatorAbouts.length);
    expect(withModule.flatMap((a) => missingDemo(a, declarations))).toEqual([]);
    // Nothing but generators and feature pages declares a demo: each declaration is an about's
    // (a page's by its route: From a link's, issue 55).
    expect(declarations.map((d) => d.kind).sort()).toEqual(
      [
        ...generatorAbouts.map((a) => a.kind),
        ...pageAbouts.flatMap((p) => (declarations.some((d) => d.kind === p.path) ? [p.path] : [])),
      ].sort(),
    );
  });

  it('says what a demo lacks: a folder without demo.ts, routes that miss its create', () => {
    const video = generatorAbouts.find((a) => a.kind === 'video');
    const own = declarations.find((d) => d.kind === 'video');
    expect(video).toBeDefined();
    expect(own).toBeDefined();
    if (video === undefined || own === undefined) return;
    const others = declarations.filter((d) => d !== own);
    expect(missingDemo(video, others)).toEqual([
      'video demo: its folder has no demo.ts declaring it',
    ]);
    const elsewhere = { ...own, starts: { method: 'POST' as const, path: '/v1/upscale' } };
    expect(missingDemo(video, [...others, elsewhere])).toEqual([
      'video demo: no route answers POST /v1/upscale',
    ]);
    const music = declarations.find((d) => d.kind === 'music');
    if (music === undefined) return;
    const overlapping = { ...music, routes: [...music.routes, ...own.routes] };
    expect(missingDemo(video, [own, overlapping])).toEqual([
      "video demo: music's routes answer POST /v1/videos too",
    ]);
  });

  it('says which piece is missing: an operation without words or form, a path without a default', async () => {
    await activateLocale('en');
    const video = generatorAbouts[0];
    const module = video === undefined ? undefined : moduleOf(video.kind);
    expect(video).toBeDefined();
    expect(module).toBeDefined();
    if (video === undefined || module === undefined) return;
    const broken: GeneratorModule = {
      ...module,
      kind: module.kind,
      path: module.path,
      Result: undefined,
      operations: [
        {
          id: 'upscale',
          label: '',
          icon: 'sparkles',
          form: 'result',
          request: () => {
            throw new Error('never sent');
          },
          lineage: { source: 'lineage.source.upscale', child: 'lineage.child.upscale' },
        },
      ],
      assumedPaths: [
        {
          key: 'upscalePath',
          default: '/v1/upscale',
          id: 'upscale',
          label: 'Upscale path',
          name: 'The upscale path',
          help: () => '',
          placeholder: '{id}',
          serves: 'derive',
        },
      ],
    };
    expect(missingPieces(video, broken)).toEqual([
      'video operation upscale: label',
      'video operation upscale: form (its own, or the Result that draws it)',
      'video operation upscale: lineage words lineage.source.upscale in en',
      'video operation upscale: lineage words lineage.child.upscale in en',
      'video operation upscale: lineage words lineage.source.upscale in zh',
      'video operation upscale: lineage words lineage.child.upscale in zh',
      "video assumed path upscalePath: a default in its folder's paths.ts",
      'video assumed path upscalePath: help',
      'video assumed path upscalePath: a default containing {id}',
    ]);
    expect(missingPieces(video, undefined)).toEqual(['video module: its folder has no module']);
  });
});

describe('batch from a file (issue 41)', () => {
  it('every generator whose jobs the queue can send offers a batch, with at least one column', () => {
    const queued = generators.filter((g) => g.tryAgain !== undefined);
    expect(queued.length).toBeGreaterThan(0);
    for (const generator of queued) {
      expect(generator.batch, generator.kind).toBeDefined();
      expect(generator.batch?.columns.length, generator.kind).toBeGreaterThan(0);
    }
  });

  it('a video batch has the form’s text fields as columns; the first frame (a picked file) is not one', () => {
    const video = generators.find((g) => g.kind === 'video')?.batch;
    expect(video?.columns.map((c) => c.name)).toEqual([
      'model',
      'prompt',
      'seconds',
      'resolution',
      'ratio',
      'watermark',
    ]);
    expect(video?.notColumns).toEqual(['firstFrame']);
  });
});
