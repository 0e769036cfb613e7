// The statistics' promise under a crash: SIGKILL while page views pour in loses at most the
// counts since the last flush, never a file. The built server, flushing every second.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import t from 'tap';
import { dateOf } from '../../shared/clock.ts';
import { requireBuild, startServer, tempDir, type LogLine } from '../ops/process.ts';
import { CHROME } from './helpers.ts';

requireBuild(t);

const ROUNDS = 2;
const CONCURRENCY = 8;
/** Flushes (one a second) to see under load before the kill. */
const FLUSHES_BEFORE_KILL = 2;

const agent = new http.Agent({ keepAlive: true });
t.teardown(() => agent.destroy());

/** A page view as a browser sends it; resolves true when answered 200. */
function view(url: string, visitor: number): Promise<boolean> {
  return new Promise((resolve) => {
    http
      .get(
        `${url}/impressum`,
        { agent, headers: { 'user-agent': `${CHROME} v${visitor}`, accept: 'text/html', 'sec-fetch-dest': 'document' } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode === 200));
          res.on('error', () => resolve(false));
        },
      )
      .on('error', () => resolve(false));
  });
}

const flushed = (logs: LogLine[]) => logs.filter((l) => l.msg === 'stats: counts written').map((l) => l.pageviews as number);

async function readCounts(dataDir: string) {
  const state = JSON.parse(await readFile(path.join(dataDir, 'stats', 'today.json'), 'utf8'));
  const day = JSON.parse(await readFile(path.join(dataDir, 'stats', 'days', `${state.date}.json`), 'utf8'));
  return { state, day, pageviews: Object.values(state.pageviews as Record<string, number>).reduce((a, b) => a + b, 0) };
}

t.test('stats durability – SIGKILL while counting: the counts of the last flush survive, every file parses', async (t) => {
  const dataDir = await tempDir(t);
  const env = { DATA_DIR: dataDir, STATS_FLUSH_SECONDS: '1', LOG_LEVEL: 'debug' };
  let persisted = 0;
  let answered = 0;

  for (let round = 1; round <= ROUNDS; round++) {
    const server = await startServer(t, env);
    let stop = false;
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) if (await view(server.url, (w * 7 + i) % 40)) answered++;
    };
    const workers = Array.from({ length: CONCURRENCY }, (_, w) => worker(w));
    // Kill once the counts were written a few times while requests kept coming.
    await server.waitForLog(() => flushed(server.logs).filter((n) => n > persisted).length >= FLUSHES_BEFORE_KILL);
    server.child.kill('SIGKILL');
    t.equal(await server.exited, 'SIGKILL', `round ${round}: killed under load`);
    stop = true;
    await Promise.all(workers);

    const lastFlush = Math.max(...flushed(server.logs));
    const counts = await readCounts(dataDir);
    t.equal(counts.state.date, dateOf(Date.now()));
    t.ok(counts.pageviews >= lastFlush, `round ${round}: ${counts.pageviews} page views on disk, ${lastFlush} at the last logged flush`);
    t.ok(counts.pageviews <= answered, `round ${round}: never more than the ${answered} answered`);
    t.ok(
      counts.day.pageviews <= counts.pageviews && counts.day.pageviews >= persisted,
      'the day’s aggregate is whole, from this round or the one before',
    );
    t.ok(counts.pageviews > persisted, 'this round added counts');
    persisted = counts.pageviews;
  }
  t.comment(`${answered} page views answered, ${persisted} on disk after ${ROUNDS} kills`);

  // A graceful stop after the last restart writes everything, on the same salt: the 40 browsers stay 40 visitors.
  const server = await startServer(t, env);
  for (let i = 0; i < 10; i++) t.ok(await view(server.url, i));
  server.child.kill('SIGTERM');
  t.equal(await server.exited, 0);
  const final = await readCounts(dataDir);
  t.equal(final.pageviews, persisted + 10, 'a graceful stop loses nothing');
  t.equal(final.day.pageviews, persisted + 10);
  t.equal(final.day.visitors, 40, 'visitors survive the restarts (the salt is the day’s, not the process’s)');
});
