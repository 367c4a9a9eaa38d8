import { useRef, useState } from 'react';
import { useGatewayConnection } from '@/gateway/connection';
import { fetchResultBlob } from '@/gateway/media-fetch';
import { exportFileName, saveBlob } from '@/lib/save-file';
import type { Job } from '@/jobs/job';
import { getCopy } from '@/jobs/copies/kept-copies';
import type { ReadMedia, ZipMissing, ZipProgress } from '@/jobs/copies/selection-zip';

export type ZipState =
  | { phase: 'idle' }
  | { phase: 'running'; progress: ZipProgress }
  | { phase: 'saved'; name: string; files: number; missing: ZipMissing[] }
  | { phase: 'cancelled' }
  | { phase: 'failed'; message: string };

function zipName(named?: string, now = new Date()): string {
  // A board's zip carries the board's name (letters and digits of any script; the rest a dash).
  const what = named?.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/gu, '') || 'selection';
  return exportFileName(what, 'zip', now);
}

/**
 * "Download as zip" for the selection: a kept copy when there is one (it outlives the link),
 * else the bytes the way Download fetches them (a gateway path with the key in the header, a
 * media host without credentials). Saved only once complete; Cancel aborts every fetch and
 * saves nothing.
 */
export function useSelectionZip() {
  const { client, settings } = useGatewayConnection();
  const [state, setState] = useState<ZipState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const read: ReadMedia = async (job, media, slot, signal) => {
    const copy = await getCopy(job.id, slot).catch(() => undefined);
    if (copy !== undefined) return { ok: true, blob: copy.blob };
    return fetchResultBlob(media, { client, signal });
  };

  /** `named`: what the zip is of (a board's name), for its file name. */
  async function start(jobs: readonly Job[], named?: string) {
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    setState({ phase: 'running', progress: { files: 0, totalFiles: 0, bytes: 0 } });
    try {
      // The zip code (client-zip with it) loads on the first zip, not with the library.
      const { buildSelectionZip } = await import('@/jobs/copies/selection-zip');
      const zip = await buildSelectionZip(jobs, {
        read,
        signal: mine.signal,
        apiKey: settings.apiKey,
        onProgress: (progress) => {
          if (!mine.signal.aborted) setState({ phase: 'running', progress });
        },
      });
      const name = zipName(named);
      saveBlob(zip.blob, name);
      setState({ phase: 'saved', name, files: zip.files.length, missing: zip.missing });
    } catch (error) {
      if (mine.signal.aborted) setState({ phase: 'cancelled' });
      else
        setState({
          phase: 'failed',
          message: error instanceof Error ? error.message : String(error),
        });
    } finally {
      if (controller.current === mine) controller.current = null;
    }
  }

  function cancel() {
    controller.current?.abort();
  }

  return { state, start, cancel, dismiss: () => setState({ phase: 'idle' }) };
}
