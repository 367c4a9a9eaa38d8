import type { DemoRoute } from '../http';
import { accountRoutes } from './account';
import { chatRoutes } from './chat';
import { imageUploadRoutes } from './image-upload';

/**
 * What a generator's folder tells the demo gateway about itself: `features/<g>/demo.ts` exports it
 * as `demo`. The gateway never imports a feature (the direction is app → features → gateway): the
 * app hands the in-page demo the declarations it finds with Vite's glob (`app/demo-routes.ts`), and
 * the HTTP server reads the same folders itself (`scripts/demo-gateway/server.ts`), decision 025.
 */
export interface DemoDeclaration {
  /** The generator's kind, as its about names it. */
  kind: string;
  /** Every route the generator's demo answers. */
  routes: readonly DemoRoute[];
  /**
   * The engine's task kinds its routes create, each with what one task costs in hundredths of a
   * dollar (the unit of the usage query's `total_usage`): the demo account spends it.
   */
  prices: Readonly<Record<string, number>>;
  /**
   * Task kinds the HTTP server's `/__demo/tasks` leaves out (a tester finds a create's task there
   * by its prompt): as they always were, a persona or an upload is not listed.
   */
  unlisted?: readonly string[];
  /** The request that starts its work: a create, or the look-up of a follow-by-id generator. */
  starts: { method: DemoRoute['method']; path: string };
}

/** A module's `demo` export, as the HTTP server finds it by reading the folders (no types there). */
export function isDemoDeclaration(value: unknown): value is DemoDeclaration {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, routes, prices, starts } = value as Record<string, unknown>;
  return (
    typeof kind === 'string' &&
    Array.isArray(routes) &&
    typeof prices === 'object' &&
    prices !== null &&
    typeof starts === 'object' &&
    starts !== null
  );
}

/**
 * The demo gateway's routes: each generator's, then what is no generator's own (any chat, issue 55;
 * the image upload Clip and Pixa share; the account's balance, which prices every generator's tasks).
 */
export function assembleDemoRoutes(declarations: readonly DemoDeclaration[]): readonly DemoRoute[] {
  const prices: Record<string, number> = {};
  for (const declaration of declarations) Object.assign(prices, declaration.prices);
  // The chat path's own route after the generators': a GPT look-up's takes its model first.
  return [
    ...declarations.flatMap((d) => d.routes),
    ...chatRoutes,
    ...imageUploadRoutes,
    ...accountRoutes(prices),
  ];
}
