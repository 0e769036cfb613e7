// Group commit of the store's directory fsync: concurrent stores share flushes, nobody is
// answered before a flush that began after its rename, and a failed flush fails its whole batch.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { GroupCommit } from '../../server/contact/group-commit.ts';
import { MaildirStore, newId } from '../../server/contact/maildir.ts';

/** A flush the test completes by hand; records when each one started. */
function manualFlush() {
  const flushes: { startedAt: number; resolve: () => void; reject: (error: Error) => void }[] = [];
  let clock = 0;
  const flush = () =>
    new Promise<void>((resolve, reject) => {
      flushes.push({ startedAt: ++clock, resolve, reject });
    });
  return { flushes, flush, tick: () => ++clock };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

t.test('group commit – concurrent callers share flushes', async (t) => {
  const { flushes, flush } = manualFlush();
  const commit = new GroupCommit(flush);
  const first = commit.sync();
  t.equal(flushes.length, 1, 'an idle committer flushes at once');
  const waiters = Array.from({ length: 10 }, () => commit.sync());
  await settle();
  t.equal(flushes.length, 1, 'callers during a flush do not start their own');
  flushes[0]!.resolve();
  await first;
  await settle();
  t.equal(flushes.length, 2, 'the ten waiting callers share one second flush');
  flushes[1]!.resolve();
  await Promise.all(waiters);
  t.equal(commit.flushes, 2, '11 callers, 2 flushes');
});

t.test('group commit – no caller resolves before a flush that started after its call', async (t) => {
  const { flushes, flush, tick } = manualFlush();
  const commit = new GroupCommit(flush);
  /** Start time of the flush that completed last: what a caller resolving now was covered by. */
  let completed = 0;
  const complete = async () => {
    const f = flushes.shift()!;
    completed = f.startedAt;
    f.resolve();
    await settle();
  };
  const coveredBy = new Map<number, number>();
  const calledAt = new Map<number, number>();
  const calls: Promise<void>[] = [];
  // Callers arrive before, during and between flushes; flushes complete one by one.
  for (let n = 0; n < 30; n++) {
    calledAt.set(n, tick());
    calls.push(commit.sync().then(() => void coveredBy.set(n, completed)));
    if (n % 7 === 3) while (flushes.length > 0) await complete();
    else if (n % 5 === 1 && flushes.length > 0) await complete();
    await settle();
  }
  while (coveredBy.size < 30) {
    t.ok(flushes.length > 0, 'a flush is under way while callers wait');
    await complete();
  }
  await Promise.all(calls);
  for (const [n, startedAt] of coveredBy) t.ok(startedAt > calledAt.get(n)!, `caller ${n}: resolved by a flush that started after its call`);
  t.ok(commit.flushes < 30, `${commit.flushes} flushes for 30 callers`);
});

t.test('group commit – a failed flush rejects every caller of its batch, and the next call flushes anew', async (t) => {
  const { flushes, flush } = manualFlush();
  const commit = new GroupCommit(flush);
  const first = commit.sync();
  const batch = [commit.sync(), commit.sync(), commit.sync()];
  flushes[0]!.resolve();
  await first;
  await settle();
  flushes[1]!.reject(Object.assign(new Error('EIO'), { code: 'EIO' }));
  const results = await Promise.allSettled(batch);
  t.same(
    results.map((r) => r.status),
    ['rejected', 'rejected', 'rejected'],
    'all three callers of the failed batch are rejected',
  );
  const again = commit.sync();
  t.equal(flushes.length, 3, 'the failure is not cached: the next caller gets a new flush');
  flushes[2]!.resolve();
  await again;
  t.pass('and succeeds');
});

t.test('group commit – a flush that throws synchronously rejects its callers', async (t) => {
  const commit = new GroupCommit(() => {
    throw new Error('EBADF');
  });
  await t.rejects(commit.sync(), /EBADF/);
  await t.rejects(commit.sync(), /EBADF/, 'and the next one too: nothing is stuck');
});

t.test('store – concurrent adds share directory fsyncs; every message is in new/', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'ki-site-group-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const store = new MaildirStore(dir);
  await store.init();
  const ids = Array.from({ length: 40 }, () => newId());
  await Promise.all(ids.map((id) => store.add('pending', id, Buffer.from(`message ${id}`))));
  t.same((await readdir(path.join(dir, 'new'))).sort(), [...ids].sort(), 'all 40 stored');
  const flushes = store.dirSync.commitOf(path.join(dir, 'new')).flushes;
  t.ok(flushes >= 1 && flushes < 40, `40 adds, ${flushes} directory fsyncs`);
});

t.test('store – a failing directory fsync rejects every add of the batch (the endpoint answers 503)', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'ki-site-group-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const store = new MaildirStore(dir);
  await store.init();
  store.dirSync.replace(path.join(dir, 'new'), new GroupCommit(async () => Promise.reject(Object.assign(new Error('EIO'), { code: 'EIO' }))));
  const results = await Promise.allSettled(Array.from({ length: 5 }, () => store.add('pending', newId(), Buffer.from('x'))));
  t.same(
    results.map((r) => r.status),
    Array(5).fill('rejected'),
    'no add resolves when its directory fsync failed',
  );
});
