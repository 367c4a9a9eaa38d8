import { isFields } from './web-storage';

/**
 * A gateway profile's price list (issue 54 item 12, decision 048): what the person says a job
 * costs at this gateway, so that a Generate, a batch and the queue can say what they will cost
 * before anything is spent. Optional and empty by default — the contract tells no prices, and a
 * gateway's are its own — and never a reason to refuse a job.
 *
 * A row prices one unit of one model: a second of video (Video, Pixa), a song (one Music request,
 * whatever takes it makes), a picture (Image), or a video whose length the request does not set
 * (Clip). A row with no model prices every model of its unit that has no row of its own.
 */
export const priceUnits = ['second', 'song', 'picture', 'video'] as const;
export type PriceUnit = (typeof priceUnits)[number];

export interface PriceRow {
  /** The model as the request names it; '' for any model of this unit. */
  model: string;
  per: PriceUnit;
  /** In US dollars, as the balance is. */
  usd: number;
}
export type PriceList = readonly PriceRow[];

/** The longest model name a row keeps; the highest price of one unit. */
export const PRICE_MODEL_MAX = 100;
export const PRICE_USD_MAX = 10_000;
/** At most this many rows per profile. */
export const PRICE_ROWS_MAX = 50;

const isUnit = (value: unknown): value is PriceUnit =>
  typeof value === 'string' && (priceUnits as readonly string[]).includes(value);

/** The same model as a row names: case and spaces around it do not count. */
export const sameModel = (a: string, b: string) =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A price list as stored or offered by config.json, row by row: a row that is not one (a model
 * that is not a string, an unknown unit, a price that is not a finite number in range) is left
 * out rather than refusing the list, and a model priced twice per one unit keeps its first row.
 */
export function readPriceList(input: unknown): PriceRow[] {
  if (!Array.isArray(input)) return [];
  const rows: PriceRow[] = [];
  for (const raw of input as unknown[]) {
    if (rows.length >= PRICE_ROWS_MAX) break;
    if (!isFields(raw) || !isUnit(raw.per)) continue;
    const model = typeof raw.model === 'string' ? raw.model.trim() : null;
    const usd = raw.usd;
    if (model === null || model.length > PRICE_MODEL_MAX) continue;
    if (typeof usd !== 'number' || !Number.isFinite(usd) || usd < 0 || usd > PRICE_USD_MAX)
      continue;
    if (rows.some((row) => row.per === raw.per && sameModel(row.model, model))) continue;
    rows.push({ model, per: raw.per, usd });
  }
  return rows;
}
