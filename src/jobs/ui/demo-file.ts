import { queryOptions, useQuery } from '@tanstack/react-query';
import { keptPageFile } from '@/gateway/page-files';

/**
 * The bytes the in-page demo kept for a `blob:` address it answered (an uploaded song's file,
 * issue 54), read once per page: they never change. The demo's module loads only when asked.
 */
export function demoFileQuery(url: string) {
  return queryOptions({
    queryKey: ['demo-file', url] as const,
    queryFn: () => keptPageFile(url),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: false,
  });
}

/**
 * A player's link that is a `blob:` address: a file given to the in-page demo, whose address died
 * with the page that made it. The demo kept its bytes (`gateway/demo/kept-files.ts`); `blob` is
 * them, to play through `useBlobSource`, and `pending` while they are read (the link is not tried
 * first). Any other link: neither.
 */
export function useDemoFile(link: string | null | undefined): {
  blob: Blob | undefined;
  pending: boolean;
} {
  const pageFile = link?.startsWith('blob:') === true ? link : null;
  const read = useQuery({ ...demoFileQuery(pageFile ?? ''), enabled: pageFile !== null });
  if (pageFile === null) return { blob: undefined, pending: false };
  return { blob: read.data ?? undefined, pending: read.isPending };
}
