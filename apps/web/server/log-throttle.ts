/**
 * Lets one line through per interval and counts the ones held back, so a lasting outage (the API down) logs
 * once a minute instead of once per failed request.
 */
export function createLogThrottle(
  intervalMs: number,
  now: () => number = Date.now,
): (write: (heldBack: number) => void) => void {
  let lastWritten = Number.NEGATIVE_INFINITY;
  let heldBack = 0;
  return (write) => {
    const time = now();
    if (time - lastWritten < intervalMs) {
      heldBack += 1;
      return;
    }
    lastWritten = time;
    const count = heldBack;
    heldBack = 0;
    write(count);
  };
}
