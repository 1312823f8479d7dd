import { execFileSync } from 'node:child_process';

const PROBE =
  "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });";

/** A port that is free right now (asked from the OS in a child process, since the config is synchronous). */
export function freePortSync(): number {
  return Number(execFileSync(process.execPath, ['-e', PROBE], { encoding: 'utf8' }).trim());
}
