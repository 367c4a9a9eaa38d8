import { use, useContext, type ReactNode } from 'react';
import { useStartUpSettled } from '@/lib/idle';
import { StudioConfigured } from './studio-client';

/**
 * Holds its children back (their Suspense boundary shows its fallback) until the deployment's
 * config.json is applied: nothing that sends a request starts against a gateway the deployment did
 * not mean. The frame and the page's heading do not wait.
 */
export function AfterConfig({ children }: { children: ReactNode }) {
  use(useContext(StudioConfigured));
  return children;
}

/**
 * Holds its children back until the page's first idle moment (`useStartUpSettled`): what the page
 * opened for is drawn and usable first, and the parts that can come a moment later (the studio's
 * background work, decision 061) do not lengthen start-up's tasks or share its first requests.
 */
export function AfterStartUp({ children }: { children: ReactNode }) {
  return useStartUpSettled() ? children : null;
}
