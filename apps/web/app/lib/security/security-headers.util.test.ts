import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers.util';

const NONCE = 'q83vEjRWeJq83vEjRWeJqw==';

function directives(policy: string): Map<string, string> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it("allows scripts only from this origin and with the response's nonce", () => {
    const csp = directives(contentSecurityPolicy({ nonce: NONCE }));
    expect(csp.get('script-src')).toBe(`'self' 'nonce-${NONCE}'`);
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'self'");
    expect(csp.get('form-action')).toBe("'self'");
    expect(csp.get('connect-src')).toBe("'self'");
  });

  it('has no unsafe-inline or eval for scripts and forbids framing', () => {
    const policy = contentSecurityPolicy({ nonce: NONCE });
    expect(directives(policy).get('script-src')).not.toMatch(/unsafe/);
    expect(directives(policy).get('frame-ancestors')).toBe("'none'");
    // Style props of React need inline styles; scripts are what matters.
    expect(directives(policy).get('style-src')).toBe("'self' 'unsafe-inline'");
  });

  it('relaxes scripts and allows the HMR socket only for the Vite dev server', () => {
    const csp = directives(contentSecurityPolicy({ nonce: NONCE, development: true }));
    expect(csp.get('script-src')).toBe("'self' 'unsafe-inline' 'unsafe-eval'");
    expect(csp.get('connect-src')).toBe("'self' ws: wss:");
    expect(csp.get('frame-ancestors')).toBe("'none'");
  });

  it('refuses a nonce that is not 16 bytes of base64 (nothing else reaches the header)', () => {
    expect(() => contentSecurityPolicy({ nonce: "abc'; script-src *" })).toThrow(/nonce/);
    expect(() => contentSecurityPolicy({ nonce: '' })).toThrow(/nonce/);
  });
});

describe('securityHeaders', () => {
  it('forbids sniffing and framing, trims the referrer and turns off unused browser features', () => {
    expect(securityHeaders({ hsts: false })).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.stringContaining('camera=()'),
    });
  });

  it('adds HSTS only when asked (production over https)', () => {
    expect(securityHeaders({ hsts: true })['Strict-Transport-Security']).toBe('max-age=31536000');
  });
});
