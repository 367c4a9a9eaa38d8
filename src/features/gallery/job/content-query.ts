import { queryOptions } from '@tanstack/react-query';
import type { GatewayClient } from '@/gateway/client';

/** Keys of key-guarded result bytes: the gateway and the path, never the API key. */
export const contentKeys = {
  all: ['content'] as const,
  one: (baseUrl: string, path: string) => ['content', baseUrl, path] as const,
};

/** The bytes at a gateway path that needs the key (`/v1/videos/{id}/content`), fetched once. */
export function contentQuery(client: GatewayClient, path: string) {
  return queryOptions({
    queryKey: contentKeys.one(client.baseUrl, path),
    queryFn: ({ signal }) => client.blob(path, signal),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: 1,
  });
}
