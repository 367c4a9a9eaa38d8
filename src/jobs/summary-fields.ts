import { t } from '@/i18n/i18n';
import type { Job, JobSummary } from './job';

/** A value a card shows beside the prompt (the ledger keeps only these). */
export type SummaryValue = string | number | boolean;

/** How one of a generator's summary fields reads on a card. */
export interface SummaryField {
  label: string;
  /**
   * How a stored value reads; without it, `true` reads "yes" and anything else as it is. It is
   * handed the job's raw record too: a name the gateway gives in many languages (a Pixa template's)
   * is read from there in the language of the moment, the stored value being the fallback.
   */
  format?: (value: SummaryValue, raw?: unknown) => string;
  /**
   * Keys older records stored this field under: pixa and clip once used the labels themselves as
   * keys, and the ledger keeps records for years.
   */
  aliases?: readonly string[];
}

/** A generator's summary fields, by the key its `summarize` (or normaliser) writes. */
export type SummaryFields = Readonly<Record<string, SummaryField>>;

function plain(value: SummaryValue): string {
  return value === true ? t('summary.yes') : String(value);
}

/** Formats a generator may use for its fields. */
export const summaryFormats = {
  /** 5 → "5 s". Text (an old record's "5s") reads as it came. */
  seconds: (value: SummaryValue): string =>
    typeof value === 'number' ? t('format.seconds', { s: value }) : plain(value),
};

/** Fields the jobs layer itself writes for every generator: an import's ids, a result's size. */
export const commonSummaryFields: SummaryFields = {
  imported: {
    get label() {
      return t('summary.imported');
    },
  },
  size: {
    get label() {
      return t('summary.size');
    },
  },
};

/** What a job followed by id records: its ids, under the `imported` field above. */
export const importedSummary = (ids: readonly string[]): JobSummary => ({
  prompt: '',
  fields: { imported: ids.join(', ') },
});

/** Fields several generators write under the same key and show under the same label. */
export const modelField: SummaryField = {
  get label() {
    return t('form.model');
  },
};
export const secondsField: SummaryField = {
  get label() {
    return t('form.seconds');
  },
  format: summaryFormats.seconds,
};

export interface SummaryLine {
  key: string;
  label: string;
  text: string;
}

/**
 * A job's stored fields as a card shows them, in the order they were stored. Empty, null and false
 * values are left out (an unticked option says nothing). A key no generator declares — a field of
 * an older version, a label used as a key — shows under its own name, so no record goes unread.
 */
export function summaryLines(
  fields: Job['fields'],
  declared: SummaryFields = {},
  raw: unknown = null,
): SummaryLine[] {
  const byKey = new Map<string, SummaryField>();
  for (const field of Object.values(declared)) {
    for (const alias of field.aliases ?? []) byKey.set(alias, field);
  }
  for (const [key, field] of Object.entries(declared)) byKey.set(key, field);
  return Object.entries(fields).flatMap(([key, value]) => {
    if (value === null || value === '' || value === false) return [];
    const field = byKey.get(key);
    return [{ key, label: field?.label ?? key, text: (field?.format ?? plain)(value, raw) }];
  });
}
