import { routePattern } from '../../path';
import { json, type DemoRoute } from '../http';

/**
 * The account query of OpenAI-compatible relays (balance), answered with and without the `/v1`
 * prefix as relays do. The demo account starts at $100.00; every task the gateway creates spends
 * from it (the engine's tasks are the ledger, so the spend survives a reload of the in-page demo).
 */
export const DEMO_CREDIT_USD = 100;

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

/** `prices`: what one task of each kind costs, in hundredths of a dollar (the generators' declarations). */
const usage = (prefix: string, prices: Readonly<Record<string, number>>): DemoRoute => ({
  method: 'GET',
  pattern: routePattern(`${prefix}/dashboard/billing/usage`),
  handle: ({ engine }) => {
    const spent = Object.entries(prices).reduce(
      (sum, [kind, cents]) => sum + engine.list(kind).length * cents,
      0,
    );
    return json(200, { object: 'list', total_usage: spent });
  },
});

export const accountRoutes = (prices: Readonly<Record<string, number>>): readonly DemoRoute[] => [
  subscription('/v1'),
  usage('/v1', prices),
  subscription(''),
  usage('', prices),
];
