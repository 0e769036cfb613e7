// The promise of the store: a lead answered with success is delivered, even when the server
// process is killed (SIGKILL: no cleanup, no graceful close) in the middle of a burst.
import t from 'tap';
import { issueToken } from '../../server/contact/spam.ts';
import { requireBuild, startServer, tempDir } from '../ops/process.ts';
import { MAIL_FROM, MAIL_TO, startRelay, storeContents, waitFor } from './helpers.ts';
import { FORM_SECRET } from '../secret.ts';

requireBuild(t);

/** Posts in the burst, how many are sent at once, and after how many acknowledgements the process dies. */
const BURST = 120;
const CONCURRENCY = 12;
const KILL_AFTER_ACKS = 40;

async function post(url: string, marker: string): Promise<boolean> {
  const issued = Date.now() - 5_000;
  const form = new FormData();
  const fields = {
    name: 'Crash Test',
    email: 'crash@example.org',
    cta_type: 'kilead',
    message: `Anfrage ${marker} ende`,
    website: '',
    spam_token: issueToken(FORM_SECRET, issued),
    form_start_time: String(issued),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  try {
    const res = await fetch(`${url}/sendForm.php`, { method: 'POST', body: form, headers: { accept: 'application/json' } });
    const body = (await res.json()) as { success: boolean };
    return res.status === 200 && body.success === true;
  } catch {
    return false; // the connection died with the process: not acknowledged
  }
}

t.test('durability – SIGKILL in the middle of a burst: every acknowledged lead is delivered after a restart', async (t) => {
  const relay = await startRelay(t);
  relay.delayMs = 5; // a relay that takes a moment, so messages are pending when the process dies
  const dataDir = await tempDir(t);
  const env = {
    DATA_DIR: dataDir,
    SMTP_URL: relay.url,
    MAIL_TO,
    MAIL_FROM,
    CONTACT_RATE_LIMIT: '10000',
  };
  const first = await startServer(t, env);

  const acked: string[] = [];
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (next < BURST) {
      const marker = `L${String(next++).padStart(4, '0')}`;
      if (await post(first.url, marker)) {
        acked.push(marker);
        if (acked.length >= KILL_AFTER_ACKS && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  t.equal(await first.exited, 'SIGKILL', 'the first process was killed');
  t.ok(acked.length >= KILL_AFTER_ACKS && acked.length < BURST, `${acked.length} of ${BURST} posts were acknowledged before the kill`);
  const delivered = () => new Set(relay.mails.map((m) => /Anfrage (L\d{4}) ende/.exec(m.text)?.[1]));
  t.comment(`delivered before the restart: ${delivered().size}; pending: ${(await storeContents(dataDir)).pending.length}`);

  await startServer(t, env);
  await waitFor(() => acked.every((m) => delivered().has(m)), 15_000, 'every acknowledged lead at the relay');
  t.pass(`all ${acked.length} acknowledged leads delivered`);
  await waitFor(async () => (await storeContents(dataDir)).pending.length === 0, 5_000, 'an empty queue');
  const ids = relay.mails.map((m) => m.headers.get('message-id')?.[0]);
  const duplicates = ids.length - new Set(ids).size;
  const markers = relay.mails.map((m) => /Anfrage (L\d{4}) ende/.exec(m.text)?.[1]);
  t.equal(markers.length - new Set(markers).size, duplicates, 'a duplicate is a resend of the same stored message (same Message-ID)');
  t.comment(`${relay.mails.length} mails for ${delivered().size} leads (${duplicates} resent after the crash)`);
});
