import autocannon from 'autocannon';
import { type Figures, type LoadSettings, load, port, prepareDatabase, query, startApi } from './support.ts';

/** The size: the searches must stay fast on a million users and a million orders. */
const ROWS = 1_000_000;
const BENCH_EMAIL = (n: string) => `'bench-' || lpad(${n}::text, 7, '0') || '@example.org'`;
const FIRST = ['anna', 'bernd', 'carla', 'dieter', 'eva', 'frank', 'gabi', 'hans', 'ines', 'jonas'];
const LAST = [
  'müller',
  'schmidt',
  'schneider',
  'fischer',
  'weber',
  'meyer',
  'wagner',
  'becker',
  'huber',
  'gruber',
];

/**
 * Fills the back-office bench database up to a million users and a million orders (kept between runs). The
 * orders copy the demo history's rows (dealers, prices, addresses) onto the bench users, spread over two years.
 */
async function fill(url: string): Promise<void> {
  const started = Date.now();
  const [users] = await query<{ n: number }>(
    url,
    `SELECT count(*)::int AS n FROM "user" WHERE email LIKE 'bench-%'`,
  );
  if ((users?.n ?? 0) < ROWS) {
    await query(
      url,
      `INSERT INTO "user" (email, title1, first_name, last_name, country_id, is_guest, created_at)
       SELECT ${BENCH_EMAIL('g')}, CASE WHEN g % 2 = 0 THEN 'Frau' ELSE 'Herr' END,
         initcap((ARRAY['${FIRST.join("','")}'])[1 + g % ${FIRST.length}]),
         initcap((ARRAY['${LAST.join("','")}'])[1 + (g / ${FIRST.length}) % ${LAST.length}]) || (g % 997)::text,
         1 + g % 3, g % 4 = 0, now() - (g % 730) * interval '1 day'
       FROM generate_series(${(users?.n ?? 0) + 1}, ${ROWS}) g`,
    );
  }
  const [orders] = await query<{ n: number }>(
    url,
    `SELECT count(*)::int AS n FROM "order" WHERE order_number LIKE 'DE-B-%'`,
  );
  if ((orders?.n ?? 0) < ROWS) {
    await query(
      url,
      `WITH template AS (
         SELECT row_number() OVER (ORDER BY id) - 1 AS rn, * FROM "order" WHERE order_number ~ '^[A-Z]{2}-[0-9]'
       ), n AS (SELECT count(*) AS n FROM template), first_user AS (
         SELECT min(id) AS id FROM "user" WHERE email LIKE 'bench-%'
       )
       INSERT INTO "order" (order_number, user_id, country_id, product_group_id, dealer_id, branch_id, quote_id,
         status, amount, gross_total, price, configuration, delivery_address, payment, payment_status,
         delivery_date, delivered_amount, placed_at, updated_at)
       SELECT 'DE-B-' || lpad(g::text, 7, '0'), first_user.id + g % ${ROWS}, t.country_id, t.product_group_id,
         t.dealer_id, t.branch_id, gen_random_uuid(), t.status, t.amount, t.gross_total, t.price, t.configuration,
         t.delivery_address, t.payment, t.payment_status, t.delivery_date, t.delivered_amount,
         now() - (g % 1051200) * interval '1 minute', now() - (g % 1051200) * interval '1 minute'
       FROM generate_series(${(orders?.n ?? 0) + 1}, ${ROWS}) g
       CROSS JOIN n CROSS JOIN first_user
       JOIN template t ON t.rn = g % n.n`,
    );
    await query(url, 'ANALYZE "user"; ANALYZE "order"');
  }
  console.log(
    `back office: ${ROWS.toLocaleString('en')} users and orders ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function signIn(email: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/account/jwt/anmelden`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: email, Password: 'Heizoel-Demo-2026' }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return body.token;
}

/** Requests that cycle through the given paths with the bearer token. */
function cycling(token: string, paths: readonly string[]): autocannon.Options {
  let next = 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: [
      {
        method: 'GET',
        headers: { authorization: `Bearer ${token}` },
        setupRequest: (request: autocannon.Request) => ({ ...request, path: paths[next++ % paths.length] }),
      },
    ],
  };
}

/**
 * The back office's searches on a million users and orders (issue #13: p99 under 100 ms): the user search by
 * e-mail prefix, name prefix, customer number and site; the order search by site, number, customer e-mail,
 * postal code, and status in a month, newest first. Signed in as the demo admin (the database is seeded with the demo accounts).
 */
export async function benchBackOffice(settings: LoadSettings): Promise<Figures[]> {
  const url = await prepareDatabase('fuel_bench_backoffice', 1, 'development');
  await fill(url);
  const api = await startApi(url);
  try {
    const token = await signIn('admin@example.com');
    const spread = (count: number, path: (i: number) => string) =>
      Array.from({ length: count }, (_, i) => path(i));
    const searches: [string, string[]][] = [
      [
        'users: e-mail prefix',
        spread(
          200,
          (i) => `/api/support/users?email=bench-${String((i * 4_999) % 100_000).padStart(5, '0')}`,
        ),
      ],
      [
        'users: name prefix',
        spread(LAST.length, (i) => `/api/support/users?name=${encodeURIComponent(LAST[i] ?? '')}`),
      ],
      [
        'users: customer number',
        spread(200, (i) => `/api/support/users?customerNumber=${1_000 + i * 3_000}`),
      ],
      ['users: site, no guests', spread(3, (i) => `/api/support/users?countryId=${1 + i}&guest=false`)],
      ['orders: newest of a site', spread(3, (i) => `/api/support/orders?countryId=${1 + i}`)],
      [
        'orders: number',
        spread(200, (i) => `/api/support/orders?orderNumber=DE-B-${String(1 + i * 4_999).padStart(7, '0')}`),
      ],
      [
        'orders: customer e-mail',
        spread(
          200,
          (i) => `/api/support/orders?email=bench-${String(1 + i * 4_999).padStart(7, '0')}%40example.org`,
        ),
      ],
      [
        'orders: postal code',
        spread(5, (i) => `/api/support/orders?postalCode=${['80331', '10115', '1010', '8001', '20095'][i]}`),
      ],
      [
        'orders: status and month',
        spread(
          12,
          (i) =>
            `/api/support/orders?status=cancelled&from=2026-${String(1 + (i % 10)).padStart(2, '0')}-01&to=2026-${String(1 + (i % 10)).padStart(2, '0')}-28`,
        ),
      ],
    ];
    const figures: Figures[] = [];
    for (const [label, paths] of searches) {
      const options = cycling(token, paths);
      await autocannon({ ...options, connections: settings.connections, duration: 2 }); // warm-up
      figures.push(await load(label, settings, options));
    }
    return figures;
  } finally {
    api.kill('SIGTERM');
  }
}
