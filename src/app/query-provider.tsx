import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { loadAllMessages } from '@/i18n/i18n';
import { StudioQueryClient } from './studio-client';

// Every lazy part of the studio imports this module: none renders before all its words are here
// (the shell started with its own few; src/i18n/shell-keys.ts).
await loadAllMessages();

/** One client for every lazy part of the studio, so they share polls and caches. */
const studioClient = new QueryClient();

/**
 * Each lazily loaded part of the studio (the pages, the polling, the banners) sits under this
 * provider instead of one at the root: the shell paints without React Query in its bundle.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const client = useContext(StudioQueryClient) ?? studioClient;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
