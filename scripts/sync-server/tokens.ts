import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens minted per library (issue 43, decision 030): `msl1.<payload>.<signature>`, the payload
 * base64url JSON `{ "l": library, "ro": true? }`, the signature base64url HMAC-SHA256 of
 * `msl1.<payload>` under the server's secret. Stateless, so every instance behind a balancer
 * checks a token alone, with the one secret they share; nothing is stored to mint one. A token
 * names its library in the clear (it is not a secret what it is for, only who may use it), which
 * lets the server say which library a token belongs to when it is used for another.
 */
export const TOKEN_PREFIX = 'msl1';
/** Shorter secrets are refused: an HMAC key should be at least as strong as a random 128 bits. */
export const MIN_SECRET_LENGTH = 16;

/** A library name: what a person types in Settings → Sync, kept to a safe, short alphabet. */
export const LIBRARY_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export interface LibraryGrant {
  library: string;
  readOnly: boolean;
}

export type TokenCheck =
  ({ ok: true } & LibraryGrant) | { ok: false; reason: 'not-minted' | 'bad-signature' };

export function secretProblem(secret: string): string | null {
  if (secret.length < MIN_SECRET_LENGTH)
    return `The secret is too short (${secret.length} characters): use at least ${MIN_SECRET_LENGTH}, e.g. \`openssl rand -base64 32\`.`;
  return null;
}

function sign(secret: string, signed: string): Buffer {
  return createHmac('sha256', secret).update(signed).digest();
}

export function mintToken(secret: string, grant: LibraryGrant): string {
  const problem = secretProblem(secret);
  if (problem !== null) throw new Error(problem);
  if (!LIBRARY_NAME.test(grant.library))
    throw new Error(
      `"${grant.library}" is not a library name: up to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit.`,
    );
  const payload = Buffer.from(
    JSON.stringify(grant.readOnly ? { l: grant.library, ro: true } : { l: grant.library }),
  ).toString('base64url');
  const signed = `${TOKEN_PREFIX}.${payload}`;
  return `${signed}.${sign(secret, signed).toString('base64url')}`;
}

/** What a token grants, when it was minted with this secret; never throws. */
export function verifyToken(secret: string, token: string): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== TOKEN_PREFIX) return { ok: false, reason: 'not-minted' };
  const [, payload = '', signature = ''] = parts;
  const expected = sign(secret, `${TOKEN_PREFIX}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'bad-signature' };
  try {
    const read: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof read !== 'object' || read === null) return { ok: false, reason: 'not-minted' };
    const { l, ro } = read as { l?: unknown; ro?: unknown };
    if (typeof l !== 'string' || !LIBRARY_NAME.test(l)) return { ok: false, reason: 'not-minted' };
    return { ok: true, library: l, readOnly: ro === true };
  } catch {
    return { ok: false, reason: 'not-minted' };
  }
}

/**
 * Why the server refuses a connection, as the reason Hocuspocus sends the device (its
 * `permission-denied` message): a short code the studio translates, then what it needs to say it.
 * `library-mismatch:<library the token is for>`, `bad-token`, `bad-library-name`.
 */
export const REFUSAL = {
  libraryMismatch: (tokenLibrary: string) => `library-mismatch:${tokenLibrary}`,
  badToken: 'bad-token',
  badLibraryName: 'bad-library-name',
} as const;

export interface AccessRules {
  /** Reads and writes every library (a single person's server). */
  token?: string | null;
  /** Reads every library. */
  readToken?: string | null;
  /** Tokens minted for one library (`mintToken`). */
  secret?: string | null;
}

export type Access = { ok: true; readOnly: boolean } | { ok: false; reason: string };

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Whether `token` opens `library` under these rules, and how. */
export function checkAccess(rules: AccessRules, token: string, library: string): Access {
  if (!LIBRARY_NAME.test(library)) return { ok: false, reason: REFUSAL.badLibraryName };
  if (rules.token && same(token, rules.token)) return { ok: true, readOnly: false };
  if (rules.readToken && same(token, rules.readToken)) return { ok: true, readOnly: true };
  if (rules.secret) {
    const check = verifyToken(rules.secret, token);
    if (check.ok)
      return check.library === library
        ? { ok: true, readOnly: check.readOnly }
        : { ok: false, reason: REFUSAL.libraryMismatch(check.library) };
  }
  return { ok: false, reason: REFUSAL.badToken };
}
