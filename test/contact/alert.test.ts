// ALERT_URL: a real HTTP server in the test gets one message when a lead turns overdue and one when
// that ends, never one per retry, and never the lead's name or address. A webhook that cannot be
// reached is a warning and nothing else.
import t from 'tap';
import { freePort } from '../../scripts/local-services.ts';
import type { LogLine } from '../helpers.ts';
import { MAIL_TO, postForm, startHook, startScriptedRelay, validFields, waitFor } from './helpers.ts';
import { testApp } from '../helpers.ts';

const fields = validFields({ name: 'Erika Beispielfrau', email: 'erika@beispiel-gmbh.de' });
const overdueLines = (lines: LogLine[]) => lines.filter((line) => line.msg.includes('a lead has waited over'));

t.test('alert – one message when a lead turns overdue, one when it is delivered, none per retry, no personal data', async (t) => {
  const hook = await startHook(t);
  const relay = await startScriptedRelay(t);
  relay.refuse = { at: 'rcpt', code: 550, text: '5.1.1 no such user' };
  const { app, lines } = await testApp(t, {
    env: { MAIL_TO, SMTP_URL: relay.url(), ALERT_URL: hook.url },
    log: 'info',
    plainLog: true,
    leads: { backoffMaxMs: 400, pollIntervalMs: 200 },
  });
  app.leads.delivery.overdueMs = 300;
  t.equal((await postForm(app, fields)).statusCode, 200);

  await waitFor(() => hook.received.length === 1, 5_000, 'the overdue message');
  await waitFor(() => lines.filter((line) => line.msg.includes('the relay refused')).length >= 4, 5_000, 'more retries');
  for (let i = 0; i < 3; i++) await app.inject('/readyz');
  t.equal(hook.received.length, 1, 'one message, however many retries and probes');
  t.equal(overdueLines(lines).length, 1, 'as the log says it once');
  const [overdue] = hook.received;
  t.equal(overdue!.type, 'application/json');
  t.match(JSON.parse(overdue!.body), {
    text: /^Kontaktformular: 1\u00a0E-Mail wartet seit \d+\u00a0Minuten? auf Zustellung\. Details: https:\/\/www\.example\.de\/intern$/,
  });

  relay.refuse = null;
  await waitFor(() => relay.mails.length === 1, 5_000, 'the lead, delivered');
  await waitFor(() => hook.received.length === 2, 5_000, 'the recovery message');
  t.same(JSON.parse(hook.received[1]!.body), { text: 'Kontaktformular: Alle E-Mails sind wieder zugestellt.' });
  for (const { body } of hook.received) {
    t.notMatch(body, /@|Erika|Beispielfrau|beispiel-gmbh|no such user|KI/, 'no address, name, message or relay answer');
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  t.equal(hook.received.length, 2, 'nothing more');
});

t.test('alert – an unreachable ALERT_URL is a warning; delivery goes on', async (t) => {
  const relay = await startScriptedRelay(t);
  relay.refuse = { at: 'rcpt', code: 550, text: '5.1.1 no such user' };
  const hookUrl = `http://127.0.0.1:${await freePort()}/hooks/geheim`;
  const { app, lines } = await testApp(t, {
    env: { MAIL_TO, SMTP_URL: relay.url(), ALERT_URL: hookUrl },
    log: 'info',
    plainLog: true,
    leads: { backoffMaxMs: 400, pollIntervalMs: 200 },
  });
  app.leads.delivery.overdueMs = 300;
  t.equal((await postForm(app, fields)).statusCode, 200);
  const warned = () => lines.filter((line) => line.level === 40 && line.msg.startsWith('alert: ALERT_URL failed'));
  await waitFor(() => warned().length === 1, 7_000, 'the warning');
  t.match(warned()[0]!.msg, /ECONNREFUSED/, 'says why');
  t.notMatch(warned()[0]!.msg, 'geheim', 'never the URL, whose path may be the secret');

  relay.refuse = null;
  await waitFor(() => relay.mails.length === 1, 5_000, 'delivered all the same');
  await waitFor(() => warned().length === 2, 7_000, 'the recovery is tried, and warned about, too');
  t.equal((await postForm(app, validFields())).statusCode, 200, 'the form still takes leads');
  await waitFor(() => relay.mails.length === 2, 5_000, 'and delivers them');
});
