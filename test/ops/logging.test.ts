import pino from 'pino';
import t from 'tap';
import { loggerOptions, shortenIp } from '../../server/logger.ts';
import { postForm, validFields } from '../contact/helpers.ts';
import { logLines, testApp, testConfig } from '../helpers.ts';

t.test('logs – every request has its own id; a well-formed X-Request-Id from the proxy is kept', async (t) => {
  const { app, lines } = await testApp(t, { log: 'trace' });
  await app.inject('/impressum');
  await app.inject('/datenschutz');
  await app.inject({ url: '/impressum', headers: { 'x-request-id': 'proxy-7f3a9c21-0001' } });
  await app.inject({ url: '/impressum', headers: { 'x-request-id': 'evil"\n{"level":60}' } });
  const ids = lines.filter((line) => line.msg === 'incoming request').map((line) => line.reqId);
  t.equal(ids.length, 4);
  t.equal(new Set(ids).size, 4, 'four requests, four ids');
  t.match(ids[0], /^[0-9a-f-]{36}$/, 'a UUID by default');
  t.equal(ids[2], 'proxy-7f3a9c21-0001', "the proxy's id");
  t.match(ids[3], /^[0-9a-f-]{36}$/, 'a malformed id is replaced');
  const completed = lines.find((line) => line.msg === 'request completed');
  t.equal(completed?.reqId, ids[0], 'the completion line carries the same id');
});

t.test('logs – no name, e-mail address or message text of a visitor ever appears', async (t) => {
  const { app, lines, logText } = await testApp(t, { log: 'trace' });
  const visitor = {
    name: 'Erika Vertraulich-Musterfrau',
    email: 'erika.vertraulich@example.org',
    message: 'Streng vertraulich: unser Umsatz 2026 beträgt 4.711.000 Euro.',
  };
  // Accepted, quarantined (honeypot), rejected as invalid (bad address), too long.
  await postForm(app, validFields(visitor));
  await postForm(app, validFields({ ...visitor, website: 'https://spam.example' }));
  await postForm(app, validFields({ ...visitor, email: 'erika.vertraulich(at)example.org' }));
  await postForm(app, validFields({ ...visitor, message: `${visitor.message} ${'x'.repeat(6000)}` }));
  t.ok(
    lines.some((line) => /lead/.test(line.msg)),
    'the pipeline did log',
  );
  for (const secret of [visitor.name, 'Vertraulich-Musterfrau', 'erika.vertraulich', visitor.message, 'Umsatz']) {
    t.notOk(logText().includes(secret), `"${secret}" is not in the log`);
  }
});

t.test('logs – the redaction catches personal data a handler logs by mistake', async (t) => {
  const config = await testConfig(t);
  const log = logLines();
  const options = loggerOptions(config) as pino.LoggerOptions;
  const logger = pino({ ...options, level: 'info' }, log.stream);
  logger.info({ lead: { name: 'Erika', email: 'e@example.org' } }, 'one');
  logger.info({ fields: { message: 'geheim' }, email: 'e@example.org' }, 'two');
  logger.info({ context: { email: 'e@example.org', replyTo: 'e@example.org', body: 'geheim' } }, 'three');
  t.notMatch(log.text(), /e@example\.org|Erika|geheim/);
  t.equal(log.lines[0]!.lead, '[redacted]');
  t.match(log.lines[2], { context: { email: '[redacted]', replyTo: '[redacted]', body: '[redacted]' } });
});

t.test('logs – client addresses are shortened to their network', async (t) => {
  t.equal(shortenIp('203.0.113.77'), '203.0.113.0');
  t.equal(shortenIp('::ffff:198.51.100.9'), '198.51.100.0');
  t.equal(shortenIp('2001:db8:abcd:12:1:2:3:4'), '2001:db8:abcd::');
  t.equal(shortenIp('2001:db8::1'), '2001:db8::');
  t.equal(shortenIp('::1'), '::1', 'loopback is no person: kept whole');
  const { app, lines } = await testApp(t, { env: { TRUST_PROXY: '1' }, log: 'trace' });
  await app.inject({ url: '/impressum', headers: { 'x-forwarded-for': '203.0.113.77' } });
  const incoming = lines.find((line) => line.msg === 'incoming request');
  t.same(incoming?.req, { method: 'GET', url: '/impressum', remoteAddress: '203.0.113.0' });
});
