import autocannon from 'autocannon';
import { type Figures, type LoadSettings, load, port, prepareDatabase, query, startApi } from './support.ts';

/** Random but valid calculator configurations over postal codes that dealers serve. */
async function configurationBodies(url: string, count: number): Promise<string[]> {
  const zips = await query<{ country_id: number; zip_code: string }>(
    url,
    'SELECT DISTINCT country_id, zip_code FROM branch_service_area ORDER BY 1, 2',
  );
  const products: Record<number, number[]> = { 1: [1, 2, 3], 2: [6, 7, 8], 3: [12, 13, 14] };
  const optionSets = [
    [5, 24, -2, 11, 9],
    [1, 24, -2, 11, 9],
    [5, 25, -2, 12, 9],
    [5, 24, 3, 11, 10],
    [31, 24, -2, 11, 9],
  ];
  let seed = 7;
  const random = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % n;
  };
  return Array.from({ length: count }, () => {
    const zip = zips[random(zips.length)] as { country_id: number; zip_code: string };
    const productIds = products[zip.country_id] ?? [1];
    return JSON.stringify({
      ZipCode: zip.zip_code,
      Amount: 500 + random(315) * 100,
      Stations: 1 + random(2),
      ProductGroupId: 1,
      Product: { Id: productIds[random(productIds.length)], ClimateNeutral: random(4) === 0 },
      Parameters: (optionSets[random(optionSets.length)] ?? []).map((Id) => ({ Id })),
      CountryId: zip.country_id,
      Cn: false,
      Ap: false,
    });
  });
}

/**
 * The calculator under load at demo-market scale `scale`, against GET /api/health as the floor: one database
 * per scale (fuel_bench_s1, fuel_bench_s10).
 */
export async function benchCalculator(scale: number, settings: LoadSettings): Promise<Figures[]> {
  const url = await prepareDatabase(`fuel_bench_s${scale}`, scale);
  const bodies = await configurationBodies(url, 5_000);
  const api = await startApi(url);
  try {
    let next = 0;
    const calculation = {
      url: `http://127.0.0.1:${port}`,
      requests: [
        {
          method: 'POST' as const,
          path: '/api/kalkulation/berechnen',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            body: bodies[next++ % bodies.length],
          }),
        },
      ],
    };
    await autocannon({ ...calculation, connections: settings.connections, duration: 3 }); // warm-up: JIT and caches
    return [
      await load('GET /api/health', settings, { url: `http://127.0.0.1:${port}/api/health` }),
      await load('POST /api/kalkulation/berechnen', settings, calculation),
    ];
  } finally {
    api.kill('SIGTERM');
  }
}
