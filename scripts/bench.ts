// `npm run bench`: speed on real PostgreSQL and Redis, printed as req/s, p50 and p99 per endpoint.
// Suites: calculator (at demo-market scale 1 and 10, against GET /api/health as the floor) and back-office
// (the user and order searches on a million rows each).
// Options: --suites calculator,back-office  --scales 1,10  --duration 10  --connections 50
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { benchBackOffice } from './bench/back-office.ts';
import { benchCalculator } from './bench/calculator.ts';
import { type Figures, root } from './bench/support.ts';

const { values } = parseArgs({
  options: {
    suites: { type: 'string', default: 'calculator,back-office' },
    scales: { type: 'string', default: '1,10' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
const suites = values.suites.split(',');
const scales = values.scales.split(',').map(Number);
const settings = { duration: Number(values.duration), connections: Number(values.connections) };

execFileSync(
  'npx',
  ['nx', 'run-many', '-t', 'build', '-p', '@fuel/api', '@fuel/seed', '--output-style=static'],
  { cwd: root, stdio: 'inherit' },
);

const rows: (Figures & { run: string })[] = [];
if (suites.includes('calculator')) {
  for (const scale of scales) {
    for (const figures of await benchCalculator(scale, settings))
      rows.push({ run: `scale ${scale}`, ...figures });
  }
}
if (suites.includes('back-office')) {
  for (const figures of await benchBackOffice(settings)) rows.push({ run: '1M rows', ...figures });
}

console.log(
  `\n${settings.connections} connections, ${settings.duration} s per run, ${process.env['HOSTNAME'] ?? 'this machine'}`,
);
console.log('run      | endpoint                           |   req/s | p50 ms | p99 ms | errors');
for (const r of rows) {
  console.log(
    `${r.run.padEnd(8)} | ${r.label.padEnd(34)} | ${String(r.requestsPerSecond).padStart(7)} | ${String(r.p50).padStart(6)} | ${String(r.p99).padStart(6)} | ${r.errors}`,
  );
}
const calculationAt = (scale: number | undefined) =>
  rows.find((r) => r.run === `scale ${scale}` && r.label.includes('berechnen'));
for (const scale of scales) {
  const health = rows.find((r) => r.run === `scale ${scale}` && r.label.includes('health'));
  const calculation = calculationAt(scale);
  if (health && calculation) {
    console.log(
      `scale ${scale}: berechnen / health req/s = ${(calculation.requestsPerSecond / health.requestsPerSecond).toFixed(2)}`,
    );
  }
}
const [first, last] = [scales[0], scales[scales.length - 1]];
if (first !== last && calculationAt(first) && calculationAt(last)) {
  const slowdown =
    (calculationAt(first)?.requestsPerSecond ?? 0) / (calculationAt(last)?.requestsPerSecond ?? 1);
  console.log(`scale ${last} vs ${first}: berechnen ${slowdown.toFixed(2)}× slower (req/s)`);
}
