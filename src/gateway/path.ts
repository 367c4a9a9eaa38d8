/**
 * Path templates (`/v1/videos/{id}`) are how each vendor's operations are written once, in its
 * generator's `features/<name>/gateway-schema.ts`: the client fills them, the generator's demo
 * routes (`features/<name>/demo.ts`) serve them as route patterns.
 */

const placeholder = /\{(\w+)\}/g;

/** Fills `{name}` placeholders, each value escaped as one path segment. */
export function buildPath(template: string, values: Record<string, string>): string {
  return template.replace(placeholder, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** Fills `{id}` / `{ids}` in an assumed path (a setting a person may change), escaping the value. */
export function fillPath(template: string, values: Record<string, string>): string {
  // Commas stay literal: the tune feed takes comma-joined ids in one path segment.
  return template.replace(placeholder, (_, name: string) =>
    encodeURIComponent(values[name] ?? '').replace(/%2C/gi, ','),
  );
}

/** The route pattern that serves a template: its text literally, each `{name}` one captured segment. */
export function routePattern(template: string): RegExp {
  const source = template
    .split(placeholder)
    // split keeps the captured names at odd indexes: those become segments, the rest is literal.
    .map((part, index) =>
      index % 2 === 1 ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}
