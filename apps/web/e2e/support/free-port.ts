import { execFileSync } from 'node:child_process';

const PROBE =
  "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });";

/**
 * A port that is free right now (asked from the OS in a child process, since the config is synchronous).
 * The child writes the bare number: console.log would colour it when nx sets FORCE_COLOR.
 */
export function freePortSync(): number {
  return Number(execFileSync(process.execPath, ['-e', PROBE], { encoding: 'utf8' }).trim());
}
