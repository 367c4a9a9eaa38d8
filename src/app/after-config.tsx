import { use, useContext, type ReactNode } from 'react';
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
