import { describe, expect, it } from 'vitest';
import { cookieHeaderAfter, withSetCookies } from './set-cookie.util';

describe('cookieHeaderAfter', () => {
  it('replaces, adds and deletes cookies as the browser would', () => {
    const header = cookieHeaderAfter('locale=at; token=old; refresh_token=r1; token_expires=1', [
      'token=new; Max-Age=900; Path=/; Secure; SameSite=Lax',
      'refresh_token=r2; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax',
      'token_expires=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
      'XSRF-TOKEN=n.s; Max-Age=2592000; Path=/',
    ]);
    expect(header).toBe('locale=at; token=new; refresh_token=r2; XSRF-TOKEN=n.s');
  });

  it('starts from no cookies and skips malformed lines', () => {
    expect(cookieHeaderAfter(null, ['=x', 'token=t; Path=/'])).toBe('token=t');
  });
});

describe('withSetCookies', () => {
  it('appends to a fetched answer whose headers cannot change, on a copy', async () => {
    const fetched = Response.redirect('http://shop.test/kunde/startseite', 302);
    const response = withSetCookies(fetched, ['token=t; Path=/', 'token_expires=1; Path=/']);
    expect(response.status).toBe(302);
    expect(response.headers.getSetCookie()).toEqual(['token=t; Path=/', 'token_expires=1; Path=/']);
  });
});
