// The rooms of src/jobs (each subfolder, and each file at its top) and the imports between them:
// the room graph must be acyclic (decision 037). Static imports and re-exports count, type-only
// ones included; tests do not (a test may reach anywhere). Exits 1 naming each import that closes
// a circle of rooms.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? 'src/jobs');
const src = resolve('src');

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const roomOf = (file) => {
  const parts = relative(root, file).split('/');
  return parts.length > 1 ? `${parts[0]}/` : parts[0].replace(/\.tsx?$/, '');
};

const files = walk(root);
const rooms = new Set(files.map(roomOf));
/** room → room → the imports that make the edge (`file : specifier`). */
const edges = new Map();
const importPattern = /(?:^|\n)\s*(?:import|export)\s+(?:[^;'"]*?\sfrom\s+)?['"]([^'"]+)['"]/g;

for (const file of files) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(importPattern)) {
    const spec = match[1];
    let target;
    if (spec.startsWith('@/')) target = join(src, spec.slice(2));
    else if (spec.startsWith('.')) target = resolve(dirname(file), spec);
    else continue;
    if (!target.startsWith(`${root}/`)) continue;
    const from = roomOf(file);
    const to = roomOf(`${target}.ts`);
    if (from === to) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    const out = edges.get(from);
    if (!out.has(to)) out.set(to, []);
    out.get(to).push(`${relative(process.cwd(), file)} : ${spec}`);
  }
}

// Tarjan's strongly connected components: each of more than one room is a knot.
let counter = 0;
const stack = [];
const onStack = new Set();
const index = new Map();
const low = new Map();
const knots = [];
function visit(room) {
  index.set(room, counter);
  low.set(room, counter);
  counter += 1;
  stack.push(room);
  onStack.add(room);
  for (const next of edges.get(room)?.keys() ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(room, Math.min(low.get(room), low.get(next)));
    } else if (onStack.has(next)) low.set(room, Math.min(low.get(room), index.get(next)));
  }
  if (low.get(room) === index.get(room)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== room);
    if (component.length > 1) knots.push(component);
  }
}
for (const room of rooms) if (!index.has(room)) visit(room);

if (knots.length === 0) {
  console.log(`jobs/ rooms: ${rooms.size} rooms, 0 back imports`);
  process.exit(0);
}

// Within a knot every edge closes a circle. Which way is "back" is read from the knot itself: a
// room many others in it import sits low, one that imports many sits high, and an import from a
// lower room to a higher one is named as the back import to turn around (a leaf, or a room above).
let back = 0;
const lines = [];
for (const knot of knots) {
  const members = new Set(knot);
  const inKnot = (from) => [...(edges.get(from) ?? [])].filter(([to]) => members.has(to));
  const depth = new Map(knot.map((room) => [room, 0]));
  for (const from of knot)
    for (const [to, imports] of inKnot(from)) {
      depth.set(from, (depth.get(from) ?? 0) + imports.length);
      depth.set(to, (depth.get(to) ?? 0) - imports.length);
    }
  lines.push(`A circle of ${knot.length} rooms: ${[...knot].sort().join(', ')}`);
  const all = [];
  for (const from of [...knot].sort())
    for (const [to, imports] of inKnot(from))
      for (const line of imports) {
        const isBack = (depth.get(from) ?? 0) < (depth.get(to) ?? 0);
        if (isBack) {
          back += 1;
          lines.push(`  back import: ${from} → ${to}   ${line}`);
        }
        all.push(`    ${from} → ${to}   ${line}`);
      }
  lines.push('  every import in the circle:', ...all);
}
console.error(
  `jobs/ rooms: ${rooms.size} rooms, ${back} back imports in ${knots.length} knot(s). The rooms of ` +
    'src/jobs import one way only (docs/architecture.md, decision 037):\n' +
    lines.join('\n'),
);
process.exit(1);
