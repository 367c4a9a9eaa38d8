import type { DemoDeclaration } from '@/gateway/demo/routes';

/**
 * Every generator's demo declaration, found in its folder (`features/<name>/demo.ts`, decision
 * 025). Loaded only with the in-page demo, on its first request (`studio.tsx` hands the gateway a
 * loader of this file, `gateway/demo-provided.ts`): a studio pointed at a real gateway never
 * downloads it, and none of it is in the start-up chunk.
 */
export const demoDeclarations: readonly DemoDeclaration[] = Object.values(
  import.meta.glob<DemoDeclaration>('../features/*/demo.ts', { import: 'demo', eager: true }),
);
