import { filledOr, isFields, stringOr } from './web-storage';

/**
 * How one assumed path (or field name) is stored in a gateway profile, as the code that assumes
 * it declares it: a generator in its folder's `paths.ts`, the gateway below for its own. The
 * contract leaves these "not shown"; each is a setting with a default.
 */
export interface AssumedPathRule {
  /** What a profile holds when it stores nothing usable for it. */
  default: string;
  /** It may be stored empty, which turns off what it serves for the profile (timed lyrics). */
  optional?: boolean;
  /** A field name chosen from these, not a path typed in. */
  choices?: readonly string[];
  /**
   * Free text, not a path (issue 55): a model name (`line`, one line) or an instruction sent as a
   * chat's system prompt (`lines`). Never empty: an emptied one reads as its default.
   */
  text?: 'line' | 'lines';
}

/** Assumed paths by their key in a profile's stored paths. */
export type AssumedPathRules = Readonly<Record<string, AssumedPathRule>>;

/**
 * A profile's assumed paths: for each declared key, what it stores or else the default. Keys no
 * code declares are not kept.
 */
export type AssumedPaths = Readonly<Record<string, string>>;

/**
 * The gateway's own assumed path: the image upload (issue 27) that Clip's and Pixa's link-only
 * image fields send a file through (`image-upload.ts`; multipart `file` → `{url}`). Its field in
 * Settings is drawn with Clip's.
 */
export const gatewayPaths = {
  imageUploadPath: { default: '/v1/uploads/images' },
} as const satisfies AssumedPathRules;

/** What a stored value reads as under its rule: itself when it fits, else the default. */
function valueUnder(rule: AssumedPathRule, value: unknown): string {
  if (rule.choices !== undefined)
    return rule.choices.find((choice) => choice === value) ?? rule.default;
  return rule.optional === true ? stringOr(value, rule.default) : filledOr(value, rule.default);
}

/** Every declared path at its default: what parsing nothing gives. */
export function defaultsOf(rules: AssumedPathRules): AssumedPaths {
  return Object.fromEntries(Object.entries(rules).map(([key, rule]) => [key, rule.default]));
}

/**
 * Assumed paths as stored: each declared one falls back to its default when it is not a non-empty
 * string (or, for one that may be empty, not a string), a field name when it is not one of its
 * choices; anything but an object is the defaults themselves.
 */
export function readAssumedPaths(input: unknown, rules: AssumedPathRules): AssumedPaths {
  if (!isFields(input)) return defaultsOf(rules);
  return Object.fromEntries(
    Object.entries(rules).map(([key, rule]) => [key, valueUnder(rule, input[key])]),
  );
}

/**
 * A reader of one declarer's paths in a profile's paths, by key (the key is checked against the
 * declaration): the stored value when it fits the rule, else the default.
 */
export function pathReader<R extends AssumedPathRules>(rules: R) {
  return (paths: AssumedPaths, key: keyof R & string): string => {
    // The key is one of the declaration's own (its type says so).
    return valueUnder(rules[key] as AssumedPathRule, paths[key]);
  };
}

/** The gateway's own path in a profile's paths (`gatewayPath(settings.paths, 'imageUploadPath')`). */
export const gatewayPath = pathReader(gatewayPaths);
