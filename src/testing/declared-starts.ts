import { generators, kindViews } from '@/app/registry';
import { GatewayError, storedError } from '@/gateway/errors';
import type { GeneratorModule } from '@/jobs/generator';
import type { Job } from '@/jobs/job';
import {
  addImportedJob,
  addSubmittingJob,
  recordCreated,
  recordCreateRefused,
} from '@/jobs/ledger/create-writes';
import { applyPollUpdate } from '@/jobs/ledger/poll-writes';
import { getJob } from '@/jobs/ledger/reads';
import { isWaiting } from '@/jobs/status';
import { z } from '@/lib/zod';
import { TEST_GATEWAY, type createDemoTestbed } from './demo-testbed';

/**
 * How the cross-feature tests start one job of any generator in the demo gateway, as its folder
 * declares it (`features/<name>/e2e.json`): no test lists the generators, so a new generator's
 * folder is covered by them, and reminded by name when it declares nothing (issue 53 item 4).
 *
 * A start is form values, by field name, checked by the form's own schema and sent through its
 * creator (its "Batch from a file" form: the same schema, defaults and creator as Generate), or a
 * task id followed (a generator with no create form). A scenario tag in a value ("[hostile]")
 * asks the demo for that scenario.
 */
const zDeclaredStart = z.union([
  z.strictObject({ values: z.record(z.string(), z.string()) }),
  z.strictObject({ follow: z.string() }),
]);
export type DeclaredStart = z.infer<typeof zDeclaredStart>;

/** What the tests start: a hostile record (`hostile`), a job the gateway refuses or fails (`fails`). */
export type StartPurpose = 'hostile' | 'fails';

const folderOf = (file: string) => /features\/([^/]+)\//.exec(file)?.[1] ?? file;

const kindsByFolder = new Map(
  Object.entries(
    import.meta.glob<{ kind: string }>('../features/*/generator.json', {
      eager: true,
      import: 'default',
    }),
  ).map(([file, declared]) => [declared.kind, folderOf(file)]),
);

const e2eDeclarations = new Map(
  Object.entries(
    import.meta.glob<Record<string, unknown>>('../features/*/e2e.json', {
      eager: true,
      import: 'default',
    }),
  ).map(([file, declared]) => [folderOf(file), declared]),
);

/** The start a generator's folder declares for `purpose`; a clear error when it declares none. */
export function declaredStart(kind: string, purpose: StartPurpose): DeclaredStart {
  const folder = kindsByFolder.get(kind) ?? kind;
  const file = `src/features/${folder}/e2e.json`;
  const declared = e2eDeclarations.get(folder)?.[purpose];
  if (declared === undefined)
    throw new Error(
      `The generator "${kind}" declares no ${purpose} start: add "${purpose}": { "values": { <field>: <text> } } ` +
        `or { "follow": "<task id>" } to ${file} (docs/adding-a-generator.md).`,
    );
  const parsed = zDeclaredStart.safeParse(declared);
  if (!parsed.success)
    throw new Error(`${file}: ${purpose} is not as expected:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Every generator the studio offers, in navigation order, with its kind: for `it.each`. */
export const everyGenerator = generators.map((g) => [g.kind, g] as const);

type Bed = ReturnType<typeof createDemoTestbed>;

async function stored(id: string): Promise<Job> {
  const job = await getJob(id);
  if (job === undefined) throw new Error(`job ${id} could not be read back from the ledger`);
  return job;
}

/**
 * Starts the declared job as the studio does (`useCreateJob`: the record first, one POST, the ids
 * stored with the first update, a refusal stored with the gateway's words; or an id followed as
 * "Follow" adds it) and returns the job as the ledger then holds it.
 */
export async function startDeclared(
  bed: Bed,
  generator: GeneratorModule,
  start: DeclaredStart,
): Promise<Job> {
  if ('follow' in start) {
    const summary = kindViews[generator.kind]?.importer?.summary([start.follow]) ?? {
      prompt: '',
      fields: {},
    };
    const job = await addImportedJob({
      kind: generator.kind,
      gateway: TEST_GATEWAY,
      remoteIds: [start.follow],
      summary,
    });
    return stored(job.id);
  }
  if (generator.batch === undefined)
    throw new Error(
      `The generator "${generator.kind}" has no create form (no \`batch\`): declare its start as { "follow": "<task id>" }.`,
    );
  const checked = generator.batch.check(start.values);
  if (!checked.ok)
    throw new Error(
      `The generator "${generator.kind}"'s declared values are refused by its form: ${checked.issues
        .map((issue) => `${issue.field}: ${issue.message}`)
        .join('; ')}`,
    );
  const { creator } = checked;
  const job = await addSubmittingJob({
    kind: creator.kind,
    gateway: TEST_GATEWAY,
    summary: creator.summarize(),
    request: creator.describeRequest(undefined, bed.settings),
  });
  try {
    const result = await creator.create({ client: bed.client, settings: bed.settings });
    await recordCreated(job.id, { ...result.update, remoteIds: result.remoteIds });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    await recordCreateRefused(job.id, storedError(error), error.body);
  }
  return stored(job.id);
}

const TICK_MS = 2_000;
const GIVE_UP_MS = 150_000;

/**
 * Polls as the polling engine does, one tick at a time, while the job waits at the gateway (a
 * refused create is not polled); every state seen.
 */
export async function followToEnd(
  bed: Bed,
  generator: GeneratorModule,
  id: string,
): Promise<Job[]> {
  const seen: Job[] = [await stored(id)];
  for (
    let waited = 0;
    waited < GIVE_UP_MS && isWaiting(seen.at(-1)?.status ?? 'queued');
    waited += TICK_MS
  ) {
    bed.advance(TICK_MS);
    const job = await stored(id);
    const update = (
      await generator.poller.poll({ client: bed.client, settings: bed.settings }, [job])
    ).get(id);
    if (update !== undefined) await applyPollUpdate(id, update);
    seen.push(await stored(id));
  }
  return seen;
}
