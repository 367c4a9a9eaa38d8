import type { GatewayClient } from '@/gateway/client';
import type { GatewaySettings } from '@/gateway/settings';
import type { Job, JobSummary, JobSource, JobUpdate } from './job';

/**
 * The types of the generator contract that both sides need (decision 037): the module shape
 * (`generator.ts`), the rooms that build a module's parts (`create/`, `forms/`, `frames/`,
 * `batch/`) and the job view all import them from here, and this leaf imports none of them — so
 * `generator.ts` no longer reaches up into the rooms that use it. Each is re-exported where it
 * was declared before, under the same name.
 */

export interface GatewayContext {
  client: GatewayClient;
  settings: GatewaySettings;
  signal?: AbortSignal;
}

/**
 * A result the answer carried as bytes, with no address to fetch it from (an image's `b64_json`):
 * kept as the job's kept copy of `slot` (decision 012), found by `url` as every copy is.
 */
export interface AnswerBytes {
  slot: number;
  url: string;
  blob: Blob;
}

/** What one create call returns: the ids to keep, and the first picture of the job. */
export interface CreateResult {
  remoteIds: string[];
  update: JobUpdate;
  /** Results that came as bytes: kept in this browser before the job is written finished. */
  bytes?: readonly AnswerBytes[];
}

/**
 * How a generator creates. `create` is one POST and is never retried: a job is paid work, and a
 * retry after an unanswered request could create it twice.
 */
export interface JobCreator<TValues> {
  kind: string;
  summarize(values: TValues): JobSummary;
  /** The body as kept in the ledger (a large inline image is left out). */
  describeRequest(values: TValues, settings: GatewaySettings): unknown;
  create(ctx: GatewayContext, values: TValues): Promise<CreateResult>;
  /** A derived job's lineage (a remix, a continued song…), written with the record before the POST. */
  source?: (values: TValues) => JobSource | null;
  /**
   * False when the answer is the result itself, with no task id to follow later (text to image):
   * a lost answer then cannot be followed by id, and its message must not say it can.
   */
  followable?: boolean;
}

/** Why a form value could not be taken back from a job. */
export type RecallGapReason =
  /** A chosen file: the ledger keeps its name, never its bytes. */
  | 'file-not-kept'
  /** The record (an imported job's, typically) does not tell this value. */
  | 'not-in-record'
  /** The record tells a value the form no longer accepts (an old model, a changed limit). */
  | 'not-accepted';

/** Any generator's recall, as the module shape and the gallery see it (field names as text). */
export interface GeneratorRecall {
  values: Readonly<Record<string, unknown>>;
  missing: readonly { field: string; reason: RecallGapReason }[];
  pending: Readonly<Record<string, string | undefined>>;
}

/**
 * What "Try again" can do for a refused job: send the same request again (its recalled values,
 * on the form's defaults, checked by the form's own schema), or say what the form must be given
 * first (a chosen file is never kept).
 */
export type TryAgainPlan =
  | { ready: true; creator: JobCreator<void> }
  | { ready: false; missing: string[]; recall: GeneratorRecall };

/** An image-to-video's limits a frame is fitted to (`frames/fit-frame.ts`). */
export interface FrameLimits {
  minPx: number;
  maxAspect: number;
  maxBytes: number;
}

/** A frame made in the browser, as an image-to-video's first frame takes it. */
export interface FrameImage {
  file: File;
  /** The same bytes as a `data:` URL, which the create body carries. */
  dataUrl: string;
  width: number;
  height: number;
}

/**
 * An image a generator's form takes (issue 39 item 2): declared in the generator's own module
 * (`GeneratorModule.imageInputs`), read by whoever hands it an image — Image's "Use as first
 * frame", the gallery's "Use this frame", the storyboard's next shot — so no feature names another
 * feature's kind, route, field or model. The app places each declaration (its generator's kind and
 * route) and provides them (`ImageInputsContext`).
 */
export interface ImageInput {
  /** Unique in the studio: the menu item's key ('video', 'clip-start'…). */
  id: string;
  /** The form's field the image goes in: the form shows the picture there. */
  field: string;
  /** The choice's words in a menu of forms ("Video — image to video"). */
  readonly label: string;
  /**
   * What the form sets to take the image at this address: the image, and only what it needs to
   * take one (Video: the image-to-video model). Its draft stays (issue 38 item 5).
   */
  recall: (url: string) => GeneratorRecall;
  /**
   * It takes a frame made in the browser (a file, not a link): "Use this frame" under a video and
   * the storyboard's next shot. Omitted by an input that takes links only.
   */
  frame?: FrameInput;
  /**
   * Started outside its form from the form's values and a picture the studio made for it (issue
   * 56: a character's first frame, made after Generate from a prompt naming `@Mia`): the creator
   * bound to the values with the picture in this field, checked by the form's own schema, or why
   * it refuses them. An input that takes a frame (`frame` declared) is handed the picture as a
   * frame file; one that takes links, a link (the gateway's image upload answers one).
   */
  withPicture?: (
    values: Readonly<Record<string, unknown>>,
    picture: BoundPicture,
  ) => { creator: JobCreator<void> } | { problem: string };
}

/** A picture made in the studio, as an image input takes it: a frame file, or a link. */
export type BoundPicture = { frame: FrameImage } | { link: string };

export interface FrameInput {
  /** The limits the frame is fitted to before it is handed over (size, shape, bytes). */
  limits: FrameLimits;
  /** What the form sets beside the frame, which waits for the field (`leaveFrame`). */
  values: Readonly<Record<string, unknown>>;
  /**
   * Started outside the form from a frame and a prompt (the storyboard's next shot): the
   * creator bound to these values by the form's own schema, or why it refuses them.
   */
  start?: (
    prompt: string,
    frame: FrameImage,
  ) => { creator: JobCreator<void> } | { problem: string };
}

/** How a cell's text becomes the form's value: as written, a number, or true/false. */
export type CellKind = 'text' | 'number' | 'boolean';

export interface BatchColumn {
  /** The form field's name: the column's header in the file and the template. */
  name: string;
  kind: CellKind;
}

/** A problem with one row, named by its field (the column) and said in the schema's own words. */
export interface RowIssue {
  field: string;
  message: string;
}

export type RowCheck = { ok: true; creator: JobCreator<void> } | { ok: false; issues: RowIssue[] };

/** One row of a file, by column name; a missing or empty cell takes the form's default. */
export type RowCells = Readonly<Record<string, string>>;

/**
 * What "Batch from a file" needs of a generator (issue 41): its form's fields that can be written
 * as text (the columns), those that cannot (a picked file), and a row checked by the SAME schema
 * the form uses, ready to be sent through the same creator a Generate uses.
 */
export interface BatchForm {
  columns: readonly BatchColumn[];
  /** Form fields a file cannot give (a first frame): not columns; the dialog says so. */
  notColumns: readonly string[];
  /** The form's defaults as cell text. */
  defaults: RowCells;
  /**
   * The template's example row, in the language shown: the defaults, with words in the fields a
   * row must fill (issue 54: the prompt was empty), so the example is itself a row that queues.
   */
  example(): RowCells;
  check(cells: RowCells): RowCheck;
}

/**
 * Where a script's shot goes in a generator's form (issue 55 item 3): the field its length in
 * seconds fills and the field a ratio fills, with the ratios that field takes. A generator that
 * makes a video from a prompt and has a batch form declares it; a field it lacks is left out (Clip
 * has no seconds, Pixa no ratio) and the form's default stands.
 */
export interface ShotFields {
  seconds?: string;
  ratio?: { field: string; choices: readonly string[] };
}

/** lucide icon names of the actions (kebab-case, as lucide.dev lists them): see `JobIconName`. */
export type JobActionIconName =
  | 'refresh-cw'
  | 'rotate-ccw'
  | 'link'
  | 'download'
  | 'trash'
  | 'circle-pause'
  | 'circle-play'
  | 'sparkles'
  | 'git-branch'
  | 'columns-2';

/** The actions every job may offer; what can be made from a result is its generator's (`DerivedOperation`). */
export type CoreActionId =
  | 'check-now'
  | 'check-again'
  | 'requery'
  | 'attach-id'
  | 'try-again'
  | 'download'
  | 'remove'
  | 'stop-following'
  | 'resume'
  | 'compare';

/** A core action, or a derived operation's id (`remix`, `extend`…: its generator declares it). */
export type JobActionId = CoreActionId | (string & {});

export interface JobAction {
  id: JobActionId;
  /** The button's name (the locator contract's words). */
  label: string;
  icon: JobActionIconName;
}

export interface DeriveProps {
  job: Job;
  /** The derive actions the job view offers for this job. */
  actions: readonly JobAction[];
}
