import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { mintToken } from '../../scripts/sync-server/tokens';

/** bench:sync's settings (its command line, the team's secret and token) and its clock. */

const { values } = parseArgs({
  options: {
    /** Defaults: 20 devices, 500 jobs each, 5 per 1000 ms tick; with --team 200, 1, 1 per 20 s. */
    clients: { type: 'string' },
    jobs: { type: 'string' },
    /** Jobs each device adds per tick. */
    batch: { type: 'string' },
    tick: { type: 'string' },
    limit: { type: 'string' },
    /**
     * A team's server: two instances over one Redis and one PostgreSQL (throwaway ones, started
     * on loopback by scripts/throwaway-servers.ts), devices spread over both, a token minted for
     * the library; then the store time per change with 1 and 1,000 libraries on the server.
     */
    team: { type: 'boolean', default: false },
    /** Each device's changes at its own moment of the tick, not every device's at its start. */
    spread: { type: 'boolean' },
    /** The team mode's ports start here (PostgreSQL, Redis, instances); free ones by default. */
    'port-base': { type: 'string' },
    /** Run the studio's mirror over an in-memory ledger on every device (heavier: see above). */
    mirror: { type: 'boolean', default: false },
    /** Each change in a transaction (and a message) of its own, not a tick's changes together. */
    each: { type: 'boolean', default: false },
  },
});
export const MIRROR = values.mirror;
export const EACH = values.each;
export const TEAM = values.team;
export const CLIENTS = Number(values.clients ?? (TEAM ? 200 : 20));
export const JOBS = Number(values.jobs ?? (TEAM ? 1 : 500));
export const BATCH = Number(values.batch ?? (TEAM ? 1 : 5));
export const TICK_MS = Number(values.tick ?? (TEAM ? 20_000 : 1000));
export const SPREAD = values.spread ?? TEAM;
export const LIMIT_MS = Number(values.limit ?? (TEAM ? 300 : 170)) * 1000;
export const PORT_BASE = values['port-base'] === undefined ? null : Number(values['port-base']);
export const SECRET = 'bench-sync-team-secret-0123456789';
export const TOKEN = TEAM
  ? mintToken(SECRET, { library: 'bench-library', readOnly: false })
  : 'bench-sync-token';
export const LIBRARY = 'bench-library';
export const started = performance.now();
export const loadAtStart = loadavg()[0]?.toFixed(1);
