import { generators } from '../../e2e/fixtures/generators';
import { JOBS, SEED, TABS } from './settings';

/** The soak's plan: seeded steps, each a submission through one generator's form in one tab. */

/** mulberry32: a small seeded generator, so a seed replays the same plan. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
export const random = rng(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
function weighted<T>(entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [value, w] of entries) {
    r -= w;
    if (r < 0) return value;
  }
  return (entries[entries.length - 1] as readonly [T, number])[0];
}

/**
 * The generators the soak drives, in the studio's order, and how: each folder's `e2e.json`
 * (`soak`: weight, the step's fields and button, tasks per create, its own faults), found as the
 * studio finds them (issue 39). One that says neither how nor why not stops the soak, named, so a
 * new generator is driven or knowingly left out, never forgotten (issue 53).
 */
export const PARTS = new Map(
  generators.flatMap(({ kind, path, label, soak }) => {
    if (soak === undefined)
      throw new Error(
        `soak: the generator "${kind}" declares no soak section: add "soak" to its folder's e2e.json ` +
          '(how the soak drives its form, or { "skip": "<why>" }; docs/adding-a-generator.md)',
      );
    return 'skip' in soak ? [] : [[kind, { ...soak, path, label }] as const];
  }),
);
export type Kind = string;
export const KINDS: readonly Kind[] = [...PARTS.keys()];
export const partOf = (kind: Kind) => {
  const part = PARTS.get(kind);
  if (part === undefined) throw new Error(`soak: no generator ${kind}`);
  return part;
};

/** The README's scenario tags; most of them a prompt may carry (a third of prompts carry none). */
const FAULTS = [
  '[429]',
  '[500]',
  '[502]',
  '[400]',
  '[drop-create]',
  '[slow-create]',
  '[poll-429]',
  '[poll-500]',
  '[poll-502]',
  '[poll-drop]',
  '[poll-garbage]',
  '[poll-badshape]',
  '[fail]',
  '[unknown]',
  '[slow]',
] as const;
type Interrupt = 'none' | 'reload-mid-post' | 'reload-after' | 'close-after';
export interface Step {
  index: number;
  tab: number;
  kind: Kind;
  /** What finds this submission in the ledger, the gateway's log and its tasks. */
  token: string;
  /** The prompt (or id) typed into the form. */
  text: string;
  /** Jobs this step asks for: its variations (1 for pikb, gpts and a repeated follow). */
  count: number;
  /** A pikb id followed before: it must not become a second job. */
  refollow: boolean;
  interrupt: Interrupt;
}

/** A step that follows a task made elsewhere by its id: no POST of its own, the id is the token. */
export const follows = (step: Step) => partOf(step.kind).step === 'follow';

const hex = (n: number) =>
  Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join('');
const uuid = (first: string) =>
  `${first}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;

export function makePlan(): Step[] {
  const steps: Step[] = [];
  const followed: string[] = [];
  const lastKind: (Kind | undefined)[] = [];
  let jobs = 0;
  while (jobs < JOBS) {
    const index = steps.length;
    const tab = Math.floor(random() * TABS);
    // A tab mostly stays on its page for a while, as a person does (and a page change costs time).
    const stay = lastKind[tab];
    const kind =
      stay !== undefined && random() < 0.3
        ? stay
        : weighted<Kind>([...PARTS].map(([k, part]) => [k, part.weight] as const));
    lastKind[tab] = kind;
    const token = `soak-${String(index).padStart(3, '0')}`;
    let interrupt: Interrupt = weighted<Interrupt>([
      ['none', 85],
      ['reload-mid-post', 6],
      ['reload-after', 6],
      ['close-after', 3],
    ]);
    const part = partOf(kind);
    if (part.step === 'follow') {
      if (followed.length > 0 && random() < 0.1) {
        const id = pick(followed);
        steps.push({
          index,
          tab,
          kind,
          token: id,
          text: id,
          count: 0,
          refollow: true,
          interrupt: 'none',
        });
        continue;
      }
      const id = uuid(random() < 0.25 ? pick(part.faultIds) : hex(8));
      followed.push(id);
      steps.push({
        index,
        tab,
        kind,
        token: id,
        text: id,
        count: 1,
        refollow: false,
        interrupt: interrupt === 'reload-mid-post' ? 'reload-after' : interrupt,
      });
      jobs += 1;
      continue;
    }
    if (part.step === 'lookup') {
      steps.push({
        index,
        tab,
        kind,
        token: `${part.prefix}${token}`,
        text: `${part.prefix}${token}`,
        count: 1,
        refollow: false,
        interrupt,
      });
      jobs += 1;
      continue;
    }
    const fault =
      random() < 0.66
        ? random() < 0.15 && part.rareFaults.length > 0
          ? pick(part.rareFaults)
          : pick(FAULTS)
        : '';
    // A slow create is there to be interrupted: mostly a reload lands during its POST.
    if (fault === '[slow-create]' && random() < 0.6) interrupt = 'reload-mid-post';
    const count = Math.min(
      JOBS - jobs,
      weighted([
        [1, 25],
        [2, 20],
        [3, 20],
        [4, 35],
      ]),
    );
    const words = `${pick(['harbour', 'lantern', 'meadow', 'glacier', 'neon', 'orchard'])} ${pick(['at dawn', 'in rain', 'from above', 'slowly'])}`;
    steps.push({
      index,
      tab,
      kind,
      token,
      text: `${token} ${words} ${fault}`.trim(),
      count,
      refollow: false,
      interrupt,
    });
    jobs += count;
  }
  return steps;
}
