import t from 'tap';
import { FIELDS } from '../../shared/contact.ts';
import { fetchSession, looksLikeSpam, mockSend, sendForm } from '../../shared/islands/send-form.ts';

function formData(fields: Record<string, string> = {}) {
  const data = new FormData();
  for (const [name, value] of Object.entries({ name: 'Erika', email: 'erika@example.de', website: '', ...fields })) data.set(name, value);
  return data;
}

function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const fetch = async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return answer();
  };
  return { calls, fetch };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

t.test('client spam rules – only a filled honeypot is spam; a quick send is the server’s to judge', async (t) => {
  t.ok(looksLikeSpam(formData({ [FIELDS.honeypot]: 'https://spam.example' })), 'honeypot');
  t.notOk(looksLikeSpam(formData({ [FIELDS.honeypot]: '' })));
  t.notOk(looksLikeSpam(formData()), 'however soon it is sent');
});

t.test('sendForm – posts the FormData to the form endpoint without credentials, asking for JSON', async (t) => {
  const { calls, fetch } = fakeFetch(() => json({ success: true, message: 'ok' }));
  const data = formData();
  t.same(await sendForm(data, fetch), { ok: true });
  t.equal(calls.length, 1);
  const init = calls[0]!.init!;
  t.equal(calls[0]!.url, '/sendForm.php');
  t.equal(init.method, 'POST');
  t.equal(init.body, data, 'the FormData itself: multipart, the browser sets the boundary');
  t.equal(init.credentials, 'omit');
  t.same(init.headers, { Accept: 'application/json' });
});

t.test('sendForm – passes on a fresh token and the server start time from the success answer', async (t) => {
  const answer = { success: true, message: 'ok', token: 'next.token.sig', startTime: '1700000000000' };
  t.same(await sendForm(formData(), fakeFetch(() => json(answer)).fetch), {
    ok: true,
    next: { token: 'next.token.sig', startTime: '1700000000000' },
  });
  const withoutTime = { success: true, message: 'ok', token: 'next.token.sig' };
  t.same(await sendForm(formData(), fakeFetch(() => json(withoutTime)).fetch), { ok: true }, 'only as a pair');
});

t.test('sendForm – a booking’s success carries its confirmation, a 409 the free days; each only in the shape the form shows', async (t) => {
  const booking = {
    facts: [['Wann', 'Mo., 7.\u00a0Jan., 10:00\u00a0Uhr (15\u00a0Minuten)']],
    email: 'erika@example.de',
    manage: '/termin/x',
    calendar: '/termin/x/termin.ics',
  };
  const booked = { success: true, message: 'ok', token: 't.o.k', startTime: '1', booking };
  t.same(await sendForm(formData(), fakeFetch(() => json(booked)).fetch), { ok: true, next: { token: 't.o.k', startTime: '1' }, booking });
  const odd = { ...booked, booking: { ...booking, facts: [['Wann']] } };
  t.same(
    await sendForm(formData(), fakeFetch(() => json(odd)).fetch),
    { ok: true, next: { token: 't.o.k', startTime: '1' } },
    'a malformed confirmation is left out',
  );

  const day = { date: '2030-01-07', day: 'Mo., 7.\u00a0Jan.', offset: '+01:00', times: ['10:30'] };
  const taken = { success: false, message: 'vergeben', slots: [day, { date: 'x' }] };
  t.same(await sendForm(formData(), fakeFetch(() => json(taken, 409)).fetch), {
    ok: false,
    conflict: { message: 'vergeben', slots: [day] },
  });
  t.same(await sendForm(formData(), fakeFetch(() => json({ success: false }, 409)).fetch), {
    ok: false,
    conflict: { message: '', slots: [] },
  });
});

t.test('sendForm – everything but a 2xx with success: true is a failure', async (t) => {
  const cases: Array<[string, () => Response | Promise<Response>]> = [
    ['success: false', () => json({ success: false, message: 'Bitte Namen angeben' })],
    ['success as a string', () => json({ success: 'true', message: 'x' })],
    ['no success field', () => json({ message: 'x' })],
    ['JSON null', () => json(null)],
    ['an HTML page', () => new Response('<!doctype html><title>Fehler</title>', { status: 200 })],
    ['a 500 that claims success', () => json({ success: true, message: 'x' }, 500)],
    ['a 429', () => json({ success: false, message: 'zu viele' }, 429)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ];
  for (const [name, answer] of cases) {
    const { fetch } = fakeFetch(answer);
    t.same(await sendForm(formData(), fetch), { ok: false }, name);
  }
});

t.test('mockSend – succeeds after the delay and sends nothing', async (t) => {
  const started = Date.now();
  t.same(await mockSend(50), { ok: true });
  t.ok(Date.now() - started >= 45);
});

t.test('fetchSession – reads token, start time and the slots in the shape the form shows, or gives up quietly', async (t) => {
  const day = { date: '2030-01-07', day: 'Mo., 7.\u00a0Jan.', offset: '+01:00', times: ['10:00', '10:30'] };
  const malformed = [
    { start: '2030-01-07T09:00:00Z', label: 'ein Slot der alten Form' },
    { ...day, times: [10] },
    { ...day, offset: 1 },
    'x',
  ];
  const ok = fakeFetch(() => json({ token: 'a.b.c', startTime: 1700000000000, slots: [day, ...malformed] }));
  t.same(
    await fetchSession(ok.fetch),
    { token: 'a.b.c', startTime: '1700000000000', slots: [day] },
    'only days of the shape the picker shows',
  );
  t.equal(ok.calls[0]!.url, '/form-token');
  t.equal(ok.calls[0]!.init?.credentials, 'omit');
  t.equal(ok.calls[0]!.init?.cache, 'no-store');
  t.same(await fetchSession(fakeFetch(() => json({ token: 'a.b.c', startTime: '1' })).fetch), {
    token: 'a.b.c',
    startTime: '1',
    slots: [],
  });

  for (const [name, answer] of [
    ['a 404', () => json({ token: 'x' }, 404)],
    ['no token', () => json({ startTime: '1', slots: [] })],
    ['no start time', () => json({ token: 'a.b.c' })],
    ['a start time that is no number', () => json({ token: 'a.b.c', startTime: 'soon' })],
    ['not JSON', () => new Response('nope')],
    ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
  ] as const) {
    t.equal(await fetchSession(fakeFetch(answer).fetch), undefined, name);
  }
});
