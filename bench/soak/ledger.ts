import type { Page } from '@playwright/test';

// ---------------------------------------------------------------------------------------------
// The ledger, read from a page

export interface LedgerRow {
  id: string;
  kind: string;
  status: string;
  remoteIds: string[];
  setAside: boolean;
  /** The prompt and the request as sent: where a submission's token is found. */
  text: string;
}

export function readLedger(page: Page): Promise<LedgerRow[]> {
  return page.evaluate(
    () =>
      new Promise<LedgerRow[]>((resolve, reject) => {
        const open = indexedDB.open('media-studio');
        open.onerror = () => reject(new Error(`the ledger did not open: ${String(open.error)}`));
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction('jobs', 'readonly').objectStore('jobs').getAll();
          request.onerror = () =>
            reject(new Error(`the ledger could not be read: ${String(request.error)}`));
          request.onsuccess = () => {
            db.close();
            resolve(
              (request.result as Record<string, unknown>[]).map((job) => ({
                id: String(job.id),
                kind: String(job.kind),
                status: String(job.status),
                remoteIds: Array.isArray(job.remoteIds) ? job.remoteIds.map(String) : [],
                setAside: job.setAside === true,
                text: `${typeof job.prompt === 'string' ? job.prompt : ''} ${JSON.stringify(job.request ?? null)}`,
              })),
            );
          };
        };
      }),
  );
}

const WAITING = new Set(['queued', 'running', 'unknown']);
export const isActive = (row: LedgerRow) =>
  WAITING.has(row.status) && row.remoteIds.length > 0 && !row.setAside;
