import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * The query client a caller (a test) hands the app. Only a type of React Query is named here: the
 * library itself loads with the first lazy part, not with the shell (src/app/query-provider.tsx).
 */
export const StudioQueryClient = createContext<QueryClient | null>(null);

/** Settles once the deployment's config.json is applied (src/main.tsx); already settled in tests. */
export const StudioConfigured = createContext<Promise<unknown>>(Promise.resolve());
