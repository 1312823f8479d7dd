/**
 * Headers that make a request come from an address of its own (TEST-NET-2, 198.51.100.0/24). The web server
 * trusts X-Forwarded-For from loopback, as from the load balancer in production, so accounts a test creates
 * through the API do not spend the per-address registration limit (20 in 15 minutes) that the browser walks
 * of the whole run share on 127.0.0.1.
 */
export function ownClientAddress(): Record<string, string> {
  return { 'X-Forwarded-For': `198.51.100.${1 + Math.floor(Math.random() * 254)}` };
}
