import { describe, expect, it } from 'vitest';
import { codeChallenge, randomToken } from './pkce';

describe('PKCE', () => {
  it('gives the challenge of RFC 7636’s own example (appendix B)', async () => {
    expect(await codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('makes verifiers of 43 URL-safe characters, never the same twice', () => {
    const [first, second] = [randomToken(), randomToken()];
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);
  });
});
