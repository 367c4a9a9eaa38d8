import { routePattern } from '../../path';
import type { DemoKind } from '../engine';
import { json, type DemoRoute } from '../http';

/**
 * The account query of OpenAI-compatible relays (balance), answered with and without the `/v1`
 * prefix as relays do. The demo account starts at $100.00; every task the gateway creates spends
 * from it (the engine's tasks are the ledger, so the spend survives a reload of the in-page demo).
 */
export const DEMO_CREDIT_USD = 100;

/** What one task costs, in hundredths of a dollar (the unit of `total_usage`). */
export const demoCostCents: Record<DemoKind, number> = {
  video: 40,
  clip: 30,
  pixa: 35,
  tune: 10,
  pikb: 0,
  lyrics: 2,
  // Making a persona is a paid call too (issue 26).
  persona: 5,
  // An upload is stored and processed; its clip is counted as a song (tune) as well.
  upload: 5,
};

const kinds = Object.keys(demoCostCents) as DemoKind[];

const subscription = (prefix: string): DemoRoute => ({
  method: 'GET',
  pattern: routePattern(`${prefix}/dashboard/billing/subscription`),
  handle: () =>
    json(200, {
      object: 'billing_subscription',
      has_payment_method: true,
      soft_limit_usd: DEMO_CREDIT_USD,
      hard_limit_usd: DEMO_CREDIT_USD,
      system_hard_limit_usd: DEMO_CREDIT_USD,
      access_until: 0,
    }),
});

const usage = (prefix: string): DemoRoute => ({
  method: 'GET',
  pattern: routePattern(`${prefix}/dashboard/billing/usage`),
  handle: ({ engine }) => {
    const spent = kinds.reduce(
      (sum, kind) => sum + engine.list(kind).length * demoCostCents[kind],
      0,
    );
    return json(200, { object: 'list', total_usage: spent });
  },
});

export const accountRoutes: readonly DemoRoute[] = [
  subscription('/v1'),
  usage('/v1'),
  subscription(''),
  usage(''),
];
