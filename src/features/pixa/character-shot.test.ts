/**
 * A character shot (issue 56) through Pixa's own image input: the first-frame step in jobs/characters,
 * the link the gateway's upload answers for Pixa's image field, Pixa's own create.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { eventually } from '@/testing/eventually';
import { connect } from '@/gateway/connection';
import { pixaImageInputs } from './image-inputs';
import { pixaDefaults } from './schema';
import { placeImageInputs } from '@/jobs/frames/image-inputs';
import { getJob } from '@/jobs/ledger/reads';
import { createDemoTestbed } from '@/testing/demo-testbed';
import { withFreshLedger } from '@/testing/ledger';
import { keepFrame, reopenCharacterDb, type Character } from '@/jobs/characters/characters';
import { makeFrame, sendShot, startShot } from '@/jobs/characters/frame-step';
import { characterShot, shotKey } from '@/jobs/characters/shot';
import { claimStep, moveStep } from '@/jobs/characters/step-writes';

withFreshLedger();
beforeEach(async () => {
  await reopenCharacterDb(`test-frames-${Math.random().toString(36).slice(2)}`);
});

const PICTURE = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2w==';
const mia: Character = {
  id: 'char-mia',
  name: 'Mia',
  description: 'red hair',
  pictures: [{ id: 'p1', dataUrl: PICTURE, width: 640, height: 360, name: 'mia.jpg', from: null }],
  createdAt: 1,
  updatedAt: 2,
};
const [pixaInput] = placeImageInputs([
  { kind: 'pixa', path: 'pixa', imageInputs: pixaImageInputs },
]);
const PROMPT = '@Mia lights a lantern in the snow';

function setup() {
  const bed = createDemoTestbed();
  const connection = connect(bed.settings, bed.fetch);
  return { bed, connection };
}

async function shotWithKeptFrame() {
  const { bed, connection } = setup();
  if (pixaInput === undefined) throw new Error('no pixa input');
  await keepFrame({
    key: shotKey(PROMPT, [mia]),
    // A PNG's first bytes: the demo's upload takes it as a PNG.
    blob: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], {
      type: 'image/png',
    }),
    width: 640,
    height: 360,
    editJobId: 'edit-1',
    link: null,
    linkGateway: null,
    madeAt: 1,
  });
  const jobId = await startShot({
    connection,
    kind: 'pixa',
    input: pixaInput,
    named: [mia],
    values: { ...pixaDefaults, prompt: PROMPT },
    summary: { prompt: PROMPT, fields: {} },
    request: { prompt: PROMPT },
    boards: [],
  });
  return { bed, connection, jobId, input: pixaInput };
}

describe('a shot naming characters', () => {
  it('takes the character route only in a form that takes a picture, its field empty, naming a character held', () => {
    if (pixaInput === undefined) throw new Error('no pixa input');
    const inputs = [pixaInput];
    expect(characterShot('pixa', inputs, { prompt: PROMPT, imgUrl: '' }, [mia])?.named).toEqual([
      mia,
    ]);
    expect(
      characterShot('pixa', inputs, { prompt: PROMPT, imgUrl: 'https://x/y.png' }, [mia]),
    ).toBeNull();
    expect(
      characterShot('pixa', inputs, { prompt: '@Nobody waves', imgUrl: '' }, [mia]),
    ).toBeNull();
    expect(characterShot('music', inputs, { prompt: PROMPT }, [mia])).toBeNull();
  });

  it('names its frame by its words and its characters as they are: a changed character makes another', () => {
    expect(shotKey(PROMPT, [mia])).toBe(shotKey(`  ${PROMPT.replace(' ', '   ')} `, [mia]));
    expect(shotKey(PROMPT, [mia])).not.toBe(shotKey(PROMPT, [{ ...mia, updatedAt: 3 }]));
    expect(shotKey(PROMPT, [mia])).not.toBe(shotKey(`${PROMPT}!`, [mia]));
  });

  it('is written waiting before anything is asked, and a frame kept for it is reused: no picture edit', async () => {
    const { bed, jobId } = await shotWithKeptFrame();
    await eventually(async () => expect((await getJob(jobId))?.frameStep?.state).toBe('ready'));
    const job = await getJob(jobId);
    expect(job).toMatchObject({ status: 'waiting', queue: null, remoteIds: [] });
    expect(job?.frameStep).toMatchObject({
      editJobId: 'edit-1',
      width: 640,
      characters: [{ name: 'Mia' }],
    });
    expect(bed.requests).toEqual([]);
  });

  it('Send the video: the frame uploaded for a field that takes links, one create; a second send sends nothing', async () => {
    const { bed, connection, jobId, input } = await shotWithKeptFrame();
    await eventually(async () => expect((await getJob(jobId))?.frameStep?.state).toBe('ready'));
    await Promise.all([sendShot(connection, jobId, input), sendShot(connection, jobId, input)]);
    const paths = bed.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`);
    expect(paths.filter((p) => p.includes('/v1/uploads/images'))).toHaveLength(1);
    const creates = bed.requests.filter(
      (r) => new URL(r.url).pathname === '/vip/pixa/video/create',
    );
    expect(creates).toHaveLength(1);
    expect(JSON.parse(creates[0]?.body ?? '{}')).toMatchObject({
      prompt: PROMPT,
      img_url: expect.stringMatching(/^http:\/\/media\.test\/demo\/uploads\//) as unknown,
    });
    const job = await getJob(jobId);
    expect(job?.frameStep?.state).toBe('sent');
    expect(job?.remoteIds).toHaveLength(1);
    expect(job?.status).not.toBe('waiting');
    // Sent: a third press, or a make-again, moves nothing.
    await sendShot(connection, jobId, input);
    await makeFrame(connection, jobId, [mia], { reuse: false });
    expect(
      bed.requests.filter((r) => new URL(r.url).pathname === '/vip/pixa/video/create'),
    ).toHaveLength(1);
    expect((await getJob(jobId))?.frameStep?.state).toBe('sent');
  });

  it('cannot be claimed before its frame is ready, and its step moves only where it may', async () => {
    const { connection } = setup();
    if (pixaInput === undefined) throw new Error('no pixa input');
    const jobId = await startShot({
      connection,
      kind: 'pixa',
      input: pixaInput,
      named: [],
      values: { ...pixaDefaults, prompt: '@Ghost' },
      summary: { prompt: '@Ghost', fields: {} },
      request: {},
      boards: [],
    });
    // No character left to draw from, no frame kept: the step says why.
    await eventually(async () => expect((await getJob(jobId))?.frameStep?.state).toBe('failed'));
    expect(await claimStep(jobId, { request: {}, fields: {} })).toBeUndefined();
    expect((await moveStep(jobId, ['ready'], () => ({ state: 'sent' })))?.frameStep?.state).toBe(
      'failed',
    );
  });
});
