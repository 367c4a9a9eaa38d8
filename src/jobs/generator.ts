import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import type { AssumedPathRule } from '@/gateway/settings';
import type { Job, JobSummary, JobUpdate, Media } from './job';
import type { DerivedOperation } from './derived-operation';
import type {
  AnswerBytes,
  BatchForm,
  CreateResult,
  DeriveProps,
  GatewayContext,
  GeneratorRecall,
  ImageInput,
  JobAction,
  JobCreator,
  ShotFields,
  TryAgainPlan,
} from './generator-types';
import type { SummaryFields } from './summary-fields';

// The contract's types that the rooms building a module's parts need too live in the leaf below
// (`generator-types.ts`, decision 037); here under their old names.
export type { AnswerBytes, CreateResult, DeriveProps, GatewayContext, JobCreator };

/**
 * How a generator follows its jobs. `batched` generators get all their active jobs in one call
 * (the tune feed takes many ids); the others get one job per call. A batched answer that does not
 * list a job's tasks (a feed answers only the ids it knows) leaves that job out of the map: it
 * then counts as "not found", as a 404 does (`isLost`), instead of waiting forever.
 */
export interface JobPoller {
  batched: boolean;
  poll(ctx: GatewayContext, jobs: readonly Job[]): Promise<Map<string, JobUpdate>>;
  /**
   * A job of this generator that its batch does not follow (a song's WAV or MIDI conversion, a
   * task of its own at another path): the poller that follows it alone, one call per job, so its
   * failures are its own and never the batch's. Null (or absent) for the batch's own jobs.
   */
  alone?: (job: Job) => JobPoller | null;
}

/** The poller that follows this job: its own when the generator's batch leaves it out (`alone`). */
export function pollerOf(poller: JobPoller, job: Job): JobPoller {
  return poller.alone?.(job) ?? poller;
}

/** Following a task made elsewhere (or lost by a crash) by its id. */
export interface JobImporter {
  /** Label of the id field, part of the locator contract ("Task ID", "Clip IDs"…). */
  label: string;
  hint: string;
  /** The remote ids in what the person typed, or a message saying what is wrong. */
  parse(input: string): { ids: string[] } | { error: string };
  summary(ids: string[]): JobSummary;
}

/** A result view: the job, its players' label, and the actions its view offers (derive actions among them). */
export interface ResultProps {
  job: Job;
  label: string;
  actions?: readonly JobAction[] | undefined;
}

/**
 * What the shell needs of a generator before its code loads (`about.ts` in its folder): the
 * navigation, the page heading and the static shell are drawn from it alone.
 */
export interface GeneratorAbout {
  kind: string;
  /** Navigation name and page title. */
  label: string;
  /** URL segment under `#/`. */
  path: string;
  /**
   * Its place in navigation (lowest first). Kind, path and order are plain data in its folder's
   * `generator.json`, which Node reads too (the e2e specs and benches iterate the generators).
   */
  order: number;
  description: string;
  /** Its mark in the navigation and its page heading. */
  icon: LucideIcon;
  /**
   * A line on what it makes, under its name in the navigation ("Pixa" alone says nothing): a
   * start-up message (`<kind>.tagline`, in its folder's messages: `isShellKey`), since the shell draws
   * it before the generator's code.
   */
  readonly tagline: string;
  /** The page body's chunk: fetched when its page opens, and at once on a cold start there. */
  loadPage: () => Promise<{ default: ComponentType }>;
}

/**
 * A path or field name the gateway contract leaves "not shown", which this generator assumes and a
 * person may change per profile (Settings → Advanced draws one field per declaration). Its rule
 * (default, may be empty, choices) is the one its folder's `paths.ts` hands the gateway, which
 * reads the stored profile before any generator code loads.
 */
export interface AssumedPathField extends AssumedPathRule {
  /** Its place in a profile's stored paths. */
  key: string;
  /** The field's id under `settings-` (kept as the page had it). */
  id: string;
  /** The field's label ("Clip query path"). */
  readonly label: string;
  /** How its errors name it ("The clip query path"). */
  readonly name: string;
  /** The hint under the field, given the default ("Default /v1/…/{id}"). */
  help: (defaultValue: string) => string;
  /** What the path must contain (`{id}`), or null. */
  placeholder: string | null;
  /**
   * What it serves, which places it in Settings → Advanced (then the generators' order): creating
   * and following jobs, making more from a result, writing aids (lyrics), choices offered (templates).
   */
  serves: AssumedPathPurpose;
}

/** The order Settings → Advanced lists the assumed paths in, by what they serve. */
export const assumedPathPurposes = ['create', 'derive', 'writing', 'choices'] as const;
export type AssumedPathPurpose = (typeof assumedPathPurposes)[number];

/** What a field says of its setting, in its folder's own messages (read when shown). */
export interface AssumedPathWords {
  label: () => string;
  name: () => string;
  help: (defaultValue: string) => string;
}

/**
 * An assumed path's field from its rule (`paths.ts`) and its words: the one way a folder builds the
 * fields Settings → Advanced draws, its label and name getters so a language switch renames them.
 */
export function assumedPathField(
  key: string,
  rule: AssumedPathRule,
  id: string,
  serves: AssumedPathPurpose,
  words: AssumedPathWords,
  placeholder: string | null = null,
): AssumedPathField {
  return {
    key,
    ...rule,
    serves,
    id,
    get label() {
      return words.label();
    },
    get name() {
      return words.name();
    },
    help: words.help,
    placeholder,
  };
}

/** One module shape per generator: a new generator is a folder (the app finds it, issue 39). */
// The icon and tagline are the shell's (it draws them from the about); a module carries them too.
export interface GeneratorModule extends Omit<
  GeneratorAbout,
  'loadPage' | 'icon' | 'tagline' | 'order'
> {
  /** The page body: a form (or a follow-by-id form) of this generator, loaded lazily (`loadPage`). */
  Page: ComponentType;
  /**
   * A section of its own under the form, in the form's column (the GPTs' store: search, details of
   * several, conversations; issue 55), loaded with the page.
   */
  Section?: ComponentType;
  /**
   * How a job's result shows in a card, when the plain list of players is not enough (a pikb
   * task's several videos, a tune clip's lyrics, a GPT's details). Without it, each media plays.
   */
  Result?: ComponentType<ResultProps>;
  /**
   * A small picture and name of what a job was made with, shown beside its fields (a pixa effect
   * template's thumbnail): what the fields' text alone cannot show.
   */
  Emblem?: ComponentType<{ job: Job }>;
  poller: JobPoller;
  /**
   * What can be made from a finished job of this generator (a remix, an extension, a continued
   * song, stems), each declared whole: label, icon, which results offer it, form, request, lineage
   * words (`DerivedOperation`). The job view offers them and the card draws their forms.
   */
  operations?: readonly DerivedOperation[];
  importer?: JobImporter;
  /**
   * The fields its jobs' cards show beside the prompt: key (as `summarize`, the importer or the
   * normaliser writes it) → label and format. The generator owns them; the gallery only lays out.
   */
  summaryFields: SummaryFields;
  /**
   * A job's settings back as this generator's form values, checked by its own form schema
   * ("Use these settings"). Absent for a generator without a create form.
   */
  recall?: (job: Job) => GeneratorRecall;
  /**
   * "Try again" for a create that was refused or not sent: the same request once more, through
   * the form's schema and creator (`tryAgainFrom`). Absent for a generator without a create form.
   */
  tryAgain?: (job: Job) => TryAgainPlan;
  /**
   * "Batch from a file" (issue 41): the form's text fields as a file's columns, each row checked
   * by the form's own schema and sent through its creator (`batchFrom`). Every generator whose
   * jobs the queue can send (`tryAgain`) declares it; the page offers the button from this alone.
   */
  batch?: BatchForm;
  /** Where a script's shot goes in its batch form's fields: the storyboard's "Write shots from a script". */
  shots?: ShotFields;
  /** The paths and field names it assumes, each a field of Settings → Advanced. */
  assumedPaths?: readonly AssumedPathField[];
  /**
   * What its results are before any has arrived (a tile's placeholder): a song, a picture; a
   * video when not given.
   */
  resultMedia?: Media['kind'];
  /** Its pictures are its results (text to image), offered for Download like a video or a song. */
  picturesAreResults?: boolean;
  /**
   * Kinds of job made on its page besides its own (Image's picture edits, a kind its part
   * declares a view of): its page's recent list shows them too.
   */
  listsAlso?: readonly string[];
  /** When a job's prompt is body text rather than a headline (music's lyrics): its disclosure's name. */
  promptLabel?: (job: Job) => string | null;
  /**
   * The images its form takes (field, label, what else the form sets to take one; a frame made in
   * the browser and a start from it outside the form): Image's "Use as first frame", the gallery's
   * "Use this frame" and the storyboard's next shot read these, never its kind or field names.
   */
  imageInputs?: readonly ImageInput[];
}

/**
 * A generator's module from its about and the rest. The about's getters are copied as getters, not
 * read once, so a language switch still renames the generator everywhere.
 */
export function generatorModule(
  about: GeneratorAbout,
  parts: Omit<GeneratorModule, keyof GeneratorAbout>,
): GeneratorModule {
  return Object.defineProperties(
    { ...parts },
    Object.getOwnPropertyDescriptors(about),
  ) as GeneratorModule;
}
