// Delivery yields to incoming leads: while posts keep arriving it waits (QUIET_MS after the last
// one), but never longer than MAX_DEFER_MS per message, so a steady stream cannot starve it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import t from 'tap';
import { DeliveryLoop } from '../../server/contact/delivery.ts';
import { MaildirStore, newId } from '../../server/contact/maildir.ts';

const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function setup(t: { teardown(fn: () => unknown): void }, timing: { quietMs: number; maxDeferMs: number }) {
  const dir = await mkdtemp(path.join(tmpdir(), 'ki-site-pacing-'));
  const store = new MaildirStore(dir);
  await store.init();
  const sent: number[] = [];
  const transport = { sendMail: async () => void sent.push(Date.now()), close() {} } as unknown as Transporter;
  const loop = new DeliveryLoop({ store, transport, envelope: { from: 'a@example.de', to: 'b@example.de' }, log: silent, pollIntervalMs: 60_000, ...timing });
  t.teardown(async () => {
    await loop.stop();
    await rm(dir, { recursive: true, force: true });
  });
  return { store, loop, sent };
}

t.test('delivery waits while leads arrive and sends once they pause', async (t) => {
  const { store, loop, sent } = await setup(t, { quietMs: 400, maxDeferMs: 10_000 });
  loop.start();
  await sleep(50); // the first (empty) pass
  const burstStart = Date.now();
  for (let i = 0; i < 8; i++) {
    await store.add('pending', newId(), Buffer.from(`lead ${i}`));
    loop.notify();
    await sleep(40);
  }
  const burstEnd = Date.now();
  t.equal(sent.length, 0, `nothing sent during a ${burstEnd - burstStart} ms burst of posts`);
  const deadline = Date.now() + 3_000;
  while (sent.length < 8 && Date.now() < deadline) await sleep(20);
  t.equal(sent.length, 8, 'all eight sent after the burst');
  t.ok(sent[0]! >= burstEnd, 'the first send came after the last post');
});

t.test('a steady stream of posts cannot starve delivery (maxDeferMs)', async (t) => {
  const { store, loop, sent } = await setup(t, { quietMs: 100, maxDeferMs: 200 });
  await store.add('pending', newId(), Buffer.from('waiting lead'));
  loop.notify();
  loop.start();
  const stop = Date.now() + 900;
  while (Date.now() < stop) {
    loop.notify(); // a post every 20 ms: never quiet
    await sleep(20);
  }
  t.equal(sent.length, 1, 'the pending lead was sent while posts kept arriving');
});
