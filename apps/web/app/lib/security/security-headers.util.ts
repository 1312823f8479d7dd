// Imported by server.ts, which Node runs directly: no imports, erasable TypeScript syntax only.

/** A nonce is 16 random bytes in base64; nothing else may reach the header. */
const NONCE_PATTERN = /^[A-Za-z0-9+/]{22}==$/;

export interface ContentSecurityPolicyInput {
  /** Fresh per response: every inline script React Router or React renders carries it. */
  readonly nonce: string;
  /**
   * The Vite dev server (NODE_ENV=development): its client and React Refresh inject scripts without
   * the nonce and talk over a WebSocket, so scripts are allowed inline there. Never in a build.
   */
  readonly development?: boolean;
}

/**
 * The Content-Security-Policy of a server-rendered page. Scripts only from this origin or inline with
 * the response's nonce (no 'unsafe-inline', no eval); styles may be inline (React style props); images
 * also from https (news pictures); the page may not be framed; forms and <base> stay on this origin.
 * JSON-LD (`<script type="application/ld+json">`) is a data block, which script-src does not govern.
 */
export function contentSecurityPolicy({ nonce, development = false }: ContentSecurityPolicyInput): string {
  if (!NONCE_PATTERN.test(nonce)) throw new Error('CSP nonce: expected 16 bytes in base64');
  const directives: ReadonlyArray<readonly [string, string]> = [
    ['default-src', "'self'"],
    ['script-src', development ? "'self' 'unsafe-inline' 'unsafe-eval'" : `'self' 'nonce-${nonce}'`],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', "'self' data: https:"],
    ['font-src', "'self' data:"],
    ['connect-src', development ? "'self' ws: wss:" : "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** HSTS: a year, for this host only (subdomains and preloading are the operator's call). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

export interface SecurityHeadersInput {
  /** NODE_ENV=production and the request reached the proxy or server over https. */
  readonly hsts: boolean;
}

/**
 * Headers of every answer of the web server except the proxied API (which sends its own): no MIME
 * sniffing, no framing (old browsers; frame-ancestors for the rest), the origin only as referrer to other
 * sites, no powerful browser features the shop does not use.
 */
export function securityHeaders({ hsts }: SecurityHeadersInput): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=()',
    ...(hsts && { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY }),
  };
}
