import { describe, expect, it } from 'vitest';
import { connect } from '@/gateway/connection';
import { uploadTiming } from '@/features/music/demo/tune-upload';
import { addSubmittingJob, recordSubmittingFields } from '@/jobs/ledger/create-writes';
import { getJob } from '@/jobs/ledger/reads';
import { createDemoTestbed } from '@/testing/demo-testbed';
import { withFreshLedger } from '@/testing/ledger';
import { recoverUploads } from './upload-run';

withFreshLedger();

type Bed = ReturnType<typeof createDemoTestbed>;

/** An upload at the demo gateway whose file arrived and whose processing began (steps 1–3). */
async function uploadedAtGateway(bed: Bed, name: string): Promise<string> {
  const post = (url: string, body: string, headers: Record<string, string> = {}) =>
    bed.fetch(url, { method: 'POST', body, headers });
  const start = (await (
    await post(`${bed.settings.gatewayUrl}/tune/uploads/audio`, '{"extension":"mp3"}')
  ).json()) as { id: string; url: string; fields: Record<string, string> };
  const parts =
    Object.entries(start.fields)
      .map(([k, v]) => `--b\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') +
    `--b\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n…\r\n--b--`;
  await post(start.url, parts, { 'Content-Type': 'multipart/form-data; boundary=b' });
  await post(
    `${bed.settings.gatewayUrl}/tune/uploads/audio/${start.id}/upload-finish`,
    JSON.stringify({ upload_type: 'file_upload', upload_filename: name }),
  );
  return start.id;
}

async function leftByOldPage(
  gateway: string,
  name: string,
  fields: Record<string, string>,
): Promise<string> {
  const job = await addSubmittingJob({
    kind: 'music',
    gateway,
    summary: { prompt: '', fields: { mode: 'upload', title: name, uploadStep: 'start' } },
    request: {},
    source: { jobId: null, relation: 'upload', remoteId: null, at: null },
    now: 1_000,
  });
  await recordSubmittingFields(job.id, fields);
  return job.id;
}

describe('uploads a reload interrupted', () => {
  it('one being processed is followed on to its clip, once; one cut off while sending is "not started" and nothing is sent', async () => {
    const bed = createDemoTestbed();
    const connection = connect(bed.settings, bed.fetch);
    const uploadId = await uploadedAtGateway(bed, 'kept.mp3');
    bed.advance(uploadTiming.queueMs + uploadTiming.runMs + 1);
    const processing = await leftByOldPage(bed.settings.gatewayUrl, 'kept.mp3', {
      uploadStep: 'process',
      uploadId,
    });
    const sending = await leftByOldPage(bed.settings.gatewayUrl, 'lost.mp3', {
      uploadStep: 'send',
      uploadId: 'u-lost',
    });
    const before = bed.requests.length;

    const found = await recoverUploads(connection, 2_000);
    expect(found.map((f) => [f.name, f.outcome]).sort()).toEqual([
      ['kept.mp3', 'resumed'],
      ['lost.mp3', 'stopped'],
    ]);
    // Asked again (StrictMode, a second visit): nothing is done twice.
    expect(await recoverUploads(connection, 2_000)).toEqual([]);

    await expect.poll(async () => (await getJob(processing))?.remoteIds.length).toBe(1);
    const resumed = await getJob(processing);
    expect(resumed?.status).toBe('queued');
    const asked = bed.requests.slice(before).map((r) => `${r.method} ${new URL(r.url).pathname}`);
    expect(asked.filter((p) => p.endsWith('/initialize-clip'))).toHaveLength(1);
    expect(asked.some((p) => p.includes('u-lost'))).toBe(false);

    const stopped = await getJob(sending);
    expect(stopped?.status).toBe('refused');
    expect(stopped?.error).toContain('the file went with the page, so no song was made');
  });
});
