/** `name=value` of a Set-Cookie header line (the attributes dropped); undefined for a malformed line. */
function pairOf(setCookie: string): { name: string; value: string } | undefined {
  const pair = setCookie.split(';', 1)[0] ?? '';
  const separator = pair.indexOf('=');
  if (separator <= 0) return undefined;
  return { name: pair.slice(0, separator).trim(), value: pair.slice(separator + 1).trim() };
}

/** Whether a Set-Cookie line deletes its cookie (Expires in the past or Max-Age 0 or less). */
function deletes(setCookie: string): boolean {
  const maxAge = /;\s*max-age=(-?\d+)/i.exec(setCookie)?.[1];
  if (maxAge !== undefined) return Number(maxAge) <= 0;
  const expires = /;\s*expires=([^;]+)/i.exec(setCookie)?.[1];
  return expires !== undefined && Date.parse(expires) <= Date.now();
}

/**
 * The Cookie request header as the browser will send it once it has applied `setCookies`: later loaders of
 * the same request then see the new session (a refreshed token, a sign-in) as the next request would.
 */
export function cookieHeaderAfter(cookieHeader: string | null, setCookies: readonly string[]): string {
  const cookies = new Map<string, string>();
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0) cookies.set(part.slice(0, separator).trim(), part.slice(separator + 1).trim());
  }
  for (const line of setCookies) {
    const pair = pairOf(line);
    if (!pair) continue;
    if (deletes(line)) cookies.delete(pair.name);
    else cookies.set(pair.name, pair.value);
  }
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** The Set-Cookie lines of an API answer, to hand on to the browser. */
export function setCookiesOf(response: Response | undefined): string[] {
  return response?.headers.getSetCookie() ?? [];
}

/** `response` with `setCookies` appended (a copy when its headers are immutable, as for a fetched answer). */
export function withSetCookies(response: Response, setCookies: readonly string[]): Response {
  if (setCookies.length === 0) return response;
  let target = response;
  try {
    for (const line of setCookies) target.headers.append('Set-Cookie', line);
  } catch {
    target = new Response(response.body, response);
    for (const line of setCookies) target.headers.append('Set-Cookie', line);
  }
  return target;
}
