// `npm run bench:contact -- [--n 500] [--c 20]`: prints figures, asserts nothing. N valid leads
// from C concurrent clients against the built server (delivering to a local SMTP relay meanwhile)
// and against the reference, bench-lib's bare endpoint that stores each post durably.
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { columns, machine, measure, ratio, startBare, startSite, type Server } from './bench-lib.ts';
import { MIN_FILL_MS, TOKEN_PATH } from '../shared/contact.ts';

const { values } = parseArgs({ options: { n: { type: 'string', default: '500' }, c: { type: 'string', default: '20' } } });
const [N, C] = [Number(values.n), Number(values.c)];
if (!Number.isInteger(N) || !Number.isInteger(C) || C < 1 || N < C) {
  console.error('usage: npm run bench:contact -- [--n 500] [--c 20]   (n ≥ c ≥ 1)');
  process.exit(2);
}
const BOUNDARY = `----bench${randomBytes(8).toString('hex')}`;

/** A multipart/form-data body as a browser encodes it. */
const multipartBody = (fields: Record<string, string>) =>
  Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + `--${BOUNDARY}--\r\n`,
  );

/** N leads with fresh tokens, encoded up front; and when the youngest token was issued. */
async function leadBodies(url: string) {
  const tokens: { token: string; startTime: string }[] = [];
  while (tokens.length < N) {
    const batch = Array.from({ length: Math.min(C, N - tokens.length) }, () => fetch(url + TOKEN_PATH).then((res) => res.json()));
    tokens.push(...((await Promise.all(batch)) as typeof tokens));
  }
  const bodies = tokens.map(({ token, startTime }, i) =>
    multipartBody({
      name: `Bench ${i}`,
      email: `bench${i}@example.org`,
      cta_type: 'kilead',
      message: `Lastprobe ${i}: ${'Wir möchten KI sinnvoll einsetzen. '.repeat(10)}`,
      website: '',
      spam_token: token,
      form_start_time: startTime,
    }),
  );
  return { bodies, youngest: Math.max(...tokens.map((t) => Number(t.startTime))) };
}

/** Every body posted once, C at a time; `stored` counts the answers that say so. */
async function post(server: Server, bodies: Buffer[]) {
  let next = 0;
  let stored = 0;
  const run = await measure(server.pid, {
    url: `${server.url}/sendForm.php`,
    method: 'POST',
    connections: C,
    amount: N,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, accept: 'application/json' },
    requests: [
      {
        setupRequest: (request) => ({ ...request, body: bodies[next++] }),
        onResponse: (status, body) => void (status === 200 && (JSON.parse(body) as { success?: boolean }).success && stored++),
      },
    ],
  });
  return { ...run, stored };
}

const site = await startSite({ CONTACT_RATE_LIMIT: '10000' });
const reference = await startBare();
try {
  console.log(`bench:contact  N=${N}  C=${C}  the site with a local SMTP relay  (${machine()})`);
  const { bodies, youngest } = await leadBodies(site.url);
  // The reference ignores the tokens: it runs while they age.
  const ref = await post(reference, bodies);
  await sleep(Math.max(0, youngest + MIN_FILL_MS + 100 - Date.now()));
  const run = await post(site, bodies);

  const row = columns(10, 8, 8, 8, 12);
  row('', 'leads/s', 'p50 ms', 'p99 ms', 'CPU ms/lead', '  answers');
  for (const [label, r] of Object.entries({ site: run, reference: ref }))
    row(label, r.perSecond, r.p50Ms, r.p99Ms, (r.cpuUs / 1000).toFixed(2), `  ${r.answers}`);
  row('ratio', ratio(run.perSecond, ref.perSecond), ratio(ref.p50Ms, run.p50Ms), ratio(ref.p99Ms, run.p99Ms), ratio(ref.cpuUs, run.cpuUs));
  console.log('ratio: of the reference (leads/s: site ÷ reference; latency and CPU: reference ÷ site). Target: 0.5 or more.\n');

  // By message id: a lead delivered while we look moves from new/ to cur/ (gaining ":2,S");
  // reading new/ before cur/ misses none and counts none twice.
  const ids = async (sub: string) => (await readdir(path.join(site.dir, sub))).map((name) => name.replace(/:2,.*$/, ''));
  const onDisk = new Set([...(await ids('new')), ...(await ids('cur'))]).size;
  console.log(`stored     ${run.stored} acknowledged, ${onDisk} on disk`);
  const drainStart = performance.now();
  while (site.relay.mails.length < run.stored && performance.now() - drainStart < 180_000) await sleep(50);
  const drained = ((performance.now() - drainStart) / 1000).toFixed(2);
  console.log(`delivered  ${site.relay.mails.length} of ${run.stored} at the relay, ${drained} s after the last answer`);
} finally {
  await reference.stop();
  await site.stop();
}
