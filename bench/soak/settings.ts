import { parseArgs } from 'node:util';

/** The soak's settings (its command line), its clock and its bound. */

export const { values: args } = parseArgs({
  options: {
    seed: { type: 'string' },
    jobs: { type: 'string', default: '200' },
    speed: { type: 'string', default: '10' },
    'demo-minutes': { type: 'string', default: '30' },
    'max-minutes': { type: 'string', default: '7' },
    dist: { type: 'string', default: process.env.SOAK_DIST ?? 'dist-soak' },
  },
});
export const SEED =
  args.seed !== undefined ? Number(args.seed) >>> 0 : (Date.now() ^ (process.pid << 16)) >>> 0;
export const JOBS = Number(args.jobs);
export const SPEED = Number(args.speed);
export const DEMO_MS = Number(args['demo-minutes']) * 60_000;
export const MAX_MS = Number(args['max-minutes']) * 60_000;
export const APP_PORT = Number(process.env.SOAK_APP_PORT ?? 4208);
export const GATEWAY_PORT = Number(process.env.SOAK_GATEWAY_PORT ?? 8808);
export const KEY = 'soak-key';
export const TABS = 3;

export const startedAt = Date.now();
export const deadline = startedAt + MAX_MS;
// The last resort: whatever hangs, the script ends (a bench must never keep a machine busy).
setTimeout(() => {
  console.log(`\nSOAK ABORTED: still running after ${args['max-minutes']} min + 20 s`);
  process.exit(3);
}, MAX_MS + 20_000).unref();
