import { yieldToMain } from '@/lib/yield';

/**
 * Start-up in two tasks instead of one (decision 024). `main.tsx` imports this right after React
 * DOM and before the studio's own modules. In the built start chunk the modules run one after the
 * other in that order, in one scope, so this top-level await ends the task after React and React
 * DOM have set themselves up (~35 ms on this machine) and the studio's modules, the settings and
 * the hydration follow in the next. Each task stays shorter, so the page answers input between
 * them. In the dev server (modules unbundled) only `main.tsx` waits here; nothing depends on it.
 */
await yieldToMain();

export {};
