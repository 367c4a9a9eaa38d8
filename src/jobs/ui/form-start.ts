import { z } from '@/lib/zod';
import { readDraft, restoreValues, type Draft } from '@/jobs/forms/drafts';
import { peekHandoff } from '@/jobs/forms/form-handoff';
import type { RecallGapReason } from '@/jobs/forms/recall';

/** Something the form could not bring back, for the note above Generate. */
export interface RestoreGap {
  field: string;
  reason: RecallGapReason;
  /** A file's name, when it is known: "choose boat.png again". */
  name?: string;
}

/** What a generator form starts from: a job's settings handed to it, else its draft, else its defaults. */
export interface FormStart<TInput> {
  /** 'image': only an image was handed over, set over the draft (the person's values kept). */
  from: 'handoff' | 'image' | 'draft' | null;
  /** A handed-over image (`from` is 'image'): where it came from, and the field it is in. */
  image?: { from: string; field: string };
  values: TInput;
  gaps: RestoreGap[];
  /** Values waiting for a step in the browser (a first-frame URL to load), by field. */
  pending: Record<string, string | undefined>;
}

/** The fields of a form schema, when it is an object schema (every generator form's is). */
export function shapeOf(schema: unknown): Readonly<Record<string, unknown>> | null {
  return schema instanceof z.ZodMiniObject ? schema.shape : null;
}

/** The files a draft kept only the names of, as gaps: asked for again by name. */
function draftGaps(draft: Draft): RestoreGap[] {
  return Object.entries(draft.files).map(([field, name]) => ({
    field,
    reason: 'file-not-kept',
    name,
  }));
}

/**
 * Where a form starts. A hand-off wins over a draft (the person asked for those settings just
 * now); an image handed to one field goes over the draft, which keeps everything else the person
 * had typed (issue 38 item 5). Each is read field by field against the form's schema: what it
 * does not accept stays at its default, so a damaged or outdated record can never break the form.
 */
export function formStart<TInput extends object>(
  kind: string,
  shape: Readonly<Record<string, unknown>> | null,
  defaults: TInput,
): FormStart<TInput> {
  const handoff = shape ? peekHandoff(kind) : null;
  if (shape && handoff?.image) {
    const { values, missing, pending } = handoff.recall;
    const draft = readDraft(kind);
    // A file the draft asked for again is no longer asked for where the image now goes.
    const set = new Set([...Object.keys(values), ...Object.keys(pending)]);
    return {
      from: 'image',
      image: handoff.image,
      values: {
        ...defaults,
        ...(draft ? restoreValues(shape, draft.values) : {}),
        ...restoreValues(shape, values),
      },
      gaps: [...(draft ? draftGaps(draft) : []).filter((gap) => !set.has(gap.field)), ...missing],
      pending,
    };
  }
  if (shape && handoff) {
    return {
      from: 'handoff',
      values: { ...defaults, ...restoreValues(shape, handoff.recall.values) },
      gaps: handoff.recall.missing,
      pending: handoff.recall.pending,
    };
  }
  const draft = shape ? readDraft(kind) : null;
  if (shape && draft) {
    return {
      from: 'draft',
      values: { ...defaults, ...restoreValues(shape, draft.values) },
      gaps: draftGaps(draft),
      pending: {},
    };
  }
  return { from: null, values: defaults, gaps: [], pending: {} };
}

/**
 * The draft of these values: files are left out (only their names kept); null when nothing differs
 * from the defaults, so an untouched or cleared form keeps no draft.
 */
export function draftOf<TInput extends object>(
  values: TInput,
  defaults: TInput,
  unkept: Readonly<Record<string, string | undefined>>,
): Draft | null {
  const kept: Record<string, unknown> = Object.fromEntries(Object.entries(values));
  const files: Record<string, string> = {};
  const base: Record<string, unknown> = Object.fromEntries(Object.entries(defaults));
  for (const [field, name] of Object.entries(unkept)) {
    if (name === undefined) continue;
    files[field] = name;
    kept[field] = base[field];
  }
  const same =
    Object.keys(files).length === 0 &&
    Object.keys(kept).every((key) => JSON.stringify(kept[key]) === JSON.stringify(base[key]));
  return same ? null : { values: kept, files };
}

/** The files a start could not bring back whose names are known, by field: asked for again by name. */
export function lostFilesOf(gaps: readonly RestoreGap[]): Record<string, string> {
  const lost: Record<string, string> = {};
  for (const gap of gaps)
    if (gap.reason === 'file-not-kept' && gap.name !== undefined) lost[gap.field] = gap.name;
  return lost;
}

/**
 * The lost files still to ask for: those whose field is still at its default. A field given
 * something since (a URL, a file) keeps that in the draft, whatever the request still says.
 */
export function stillLost<TInput extends object>(
  lost: Readonly<Record<string, string>>,
  values: TInput,
  defaults: TInput,
): Record<string, string> {
  const now: Record<string, unknown> = Object.fromEntries(Object.entries(values));
  const base: Record<string, unknown> = Object.fromEntries(Object.entries(defaults));
  return Object.fromEntries(
    Object.entries(lost).filter(
      ([field]) => JSON.stringify(now[field]) === JSON.stringify(base[field]),
    ),
  );
}
