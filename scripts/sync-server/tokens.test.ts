import { describe, expect, it } from 'vitest';
import { checkAccess, mintToken, verifyToken } from './tokens';

const SECRET = 'a-secret-of-enough-length';

describe('tokens minted per library', () => {
  it('a minted token says its library and whether it only reads', () => {
    expect(verifyToken(SECRET, mintToken(SECRET, { library: 'team-a', readOnly: false }))).toEqual({
      ok: true,
      library: 'team-a',
      readOnly: false,
    });
    expect(verifyToken(SECRET, mintToken(SECRET, { library: 'team-a', readOnly: true }))).toEqual({
      ok: true,
      library: 'team-a',
      readOnly: true,
    });
  });

  it('a token minted with another secret, or changed by hand, is refused', () => {
    const token = mintToken(SECRET, { library: 'team-a', readOnly: true });
    expect(verifyToken('another-secret-of-length', token)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    // The payload rewritten to drop "read only" (and to name another library) breaks the signature.
    const [prefix, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ l: 'team-b' })).toString('base64url');
    expect(verifyToken(SECRET, `${prefix}.${forged}.${signature}`).ok).toBe(false);
    expect(verifyToken(SECRET, 'plain-token').ok).toBe(false);
  });

  it('refuses a short secret and a library name the server would refuse', () => {
    expect(() => mintToken('short', { library: 'team-a', readOnly: false })).toThrow(/too short/);
    expect(() => mintToken(SECRET, { library: '../etc', readOnly: false })).toThrow(
      /not a library name/,
    );
  });

  it('opens its own library only, and says which library it is for when used for another', () => {
    const rules = { secret: SECRET };
    const token = mintToken(SECRET, { library: 'team-a', readOnly: true });
    expect(checkAccess(rules, token, 'team-a')).toEqual({ ok: true, readOnly: true });
    expect(checkAccess(rules, token, 'team-b')).toEqual({
      ok: false,
      reason: 'library-mismatch:team-a',
    });
    expect(checkAccess(rules, 'guess', 'team-a')).toEqual({ ok: false, reason: 'bad-token' });
  });

  it('the single-person tokens keep opening every library beside minted ones', () => {
    const rules = { token: 'rw-token', readToken: 'ro-token', secret: SECRET };
    expect(checkAccess(rules, 'rw-token', 'any')).toEqual({ ok: true, readOnly: false });
    expect(checkAccess(rules, 'ro-token', 'any')).toEqual({ ok: true, readOnly: true });
    expect(checkAccess({ token: 'rw-token' }, 'rw-token', 'bad name!')).toEqual({
      ok: false,
      reason: 'bad-library-name',
    });
  });
});
