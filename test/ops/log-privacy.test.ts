// What the privacy statement says the server logs per request, and nothing more: the time, the
// address shortened to its network, method, path (without the query string), status code,
// response time and the request id. No browser (User-Agent), no referrer, no full address.
import t from 'tap';
import { signLink } from '../../server/booking/link.ts';
import { testApp } from '../helpers.ts';
import { postForm, validFields } from '../contact/helpers.ts';

t.test('logs – a request line holds the shortened address, method, path and status, and nothing the privacy text leaves out', async (t) => {
  const { app, logText } = await testApp(t, { log: 'info' });
  const headers = { 'user-agent': 'Mozilla/5.0 (Agent-7731)', referer: 'https://referrer.example/seite' };
  await app.inject({ url: '/impressum?email=erika%40example.org&utm_source=x', headers, remoteAddress: '203.0.113.77' });
  await app.inject({ url: '/gibt-es-nicht?name=Erika', headers, remoteAddress: '2001:db8:abcd:12:1:2:3:4' });

  const raw = logText();
  const lines = raw
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.reqId);
  const incoming = lines.filter((line) => line.msg === 'incoming request').map((line) => line.req);
  t.same(incoming, [
    { method: 'GET', url: '/impressum', remoteAddress: '203.0.113.0' },
    { method: 'GET', url: '/gibt-es-nicht', remoteAddress: '2001:db8:abcd::' },
  ]);
  const completed = lines.filter((line) => line.msg === 'request completed');
  t.same(
    completed.map((line) => Object.keys(line).sort()),
    Array(2).fill(['hostname', 'level', 'msg', 'pid', 'reqId', 'res', 'responseTime', 'time']),
    'completion lines: status, response time, id',
  );
  t.same(
    completed.map((line) => line.res),
    [{ statusCode: 200 }, { statusCode: 404 }],
  );
  for (const secret of ['Agent-7731', 'referrer.example', 'erika', 'Erika', 'utm_source', '203.0.113.77', ':1:2:3:4']) {
    t.notOk(raw.includes(secret), `"${secret}" is not logged`);
  }
});

t.test('logs – even at trace level a form post logs no header: no full address, no browser, no referrer', async (t) => {
  const { app, logText } = await testApp(t, { env: { TRUST_PROXY: '1' }, log: 'trace' });
  const headers = {
    'user-agent': 'Mozilla/5.0 (Agent-7731)',
    referer: 'https://referrer.example/seite',
    'x-forwarded-for': '203.0.113.77',
  };
  t.equal((await postForm(app, validFields({ name: 'Erika Musterfrau', email: 'erika@example.org' }), { headers })).statusCode, 200);
  const raw = logText();
  t.match(raw, 'Providing options to busboy', 'the multipart plugin logged its options');
  for (const secret of ['Agent-7731', 'referrer.example', '203.0.113.77', 'Erika', 'erika@example.org']) {
    t.notOk(raw.includes(secret), `"${secret}" is not logged`);
  }
});

t.test('logs – a booking’s /termin/ link is logged without its token, whatever the request', async (t) => {
  const { app, logText } = await testApp(t, { log: 'trace' });
  const { config } = app;
  // A genuine link (signed with the server's key) to a booking this store does not hold: the page says so.
  const token = signLink(config.formSecret, { id: 'a1B2c3D4e5F6g7H8i9J0kA', sequence: 2, expires: Date.now() + 86_400_000 });
  const form = { 'content-type': 'application/x-www-form-urlencoded', origin: config.publicUrl };
  const requests = [
    { url: `/termin/${token}?gebucht=1` },
    { url: `/termin/${token}/termin.ics` },
    { url: `/termin/${token}/absagen` },
    { method: 'POST' as const, url: `/termin/${token}/absagen`, headers: form, payload: '' },
    { method: 'POST' as const, url: `/termin/${token}/verschieben`, headers: form, payload: 'slot=2026-12-01T08%3A30%3A00Z' },
    { url: `/termin/${token}/gibt-es-nicht` },
  ];
  for (const request of requests) t.equal((await app.inject(request)).statusCode, 404, request.url.replace(token, '<token>'));
  const raw = logText();
  const incoming = raw
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } })
    .filter((line) => line.msg === 'incoming request')
    .map((line) => line.req!.url);
  t.same(incoming, [
    '/termin/[redacted]',
    '/termin/[redacted]/termin.ics',
    '/termin/[redacted]/absagen',
    '/termin/[redacted]/absagen',
    '/termin/[redacted]/verschieben',
    '/termin/[redacted]/gibt-es-nicht',
  ]);
  for (const secret of [token, token.split('.').at(-1)!]) t.notOk(raw.includes(secret), 'neither the link nor its MAC is logged');
});
