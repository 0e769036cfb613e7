// ALERT_URL hears of an unreadable calendar on a timer, not only at the next read (issue 47). The
// intervals are shortened through the app's options: the calendar is read every READ_MS, the alert
// waits AFTER_MS (ALERT_AFTER_MINUTES) and is looked for every CHECK_MS; a receiver on a real port
// notes when each POST arrives.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import type { Calendar } from '../../server/booking/calendar.ts';
import { waitFor } from '../contact/helpers.ts';
import { testApp } from '../helpers.ts';
import { startFaultProxy } from './fault-proxy.ts';
import { freshCalendar } from './helpers.ts';

/** Longer than a read takes on a loaded machine (a worker starts for each), so that the timer, not the read's end, tells. */
const AFTER_MS = 2_500;
const CHECK_MS = 250;
const READ_MS = 6_000;

t.test('calendar alert – at most a check after ALERT_AFTER_MINUTES, before the next read; and once it reads again', async (t) => {
  const received: Array<{ at: number; text: string }> = [];
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ at: Date.now(), text: (JSON.parse(body) as { text: string }).text });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise((resolve) => receiver.close(resolve)));
  const radicale = await freshCalendar();
  const proxy = await startFaultProxy(t, radicale.calendarUrl);
  const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  const { app } = await testApp(t, {
    env: { CALENDAR_URL: proxy.url, ALERT_URL: hook, ALERT_AFTER_MINUTES: '1' },
    booking: { refreshIntervalMs: READ_MS },
    owner: { alertAfterMs: AFTER_MS, alertCheckMs: CHECK_MS },
    configure: (app) => ((app.slots.options.source as Calendar).deadlineMs = 60_000),
  });
  await waitFor(() => app.slots.state === 'ok', 60_000, 'the first read');

  const faultAt = Date.now();
  proxy.mode = 'down';
  await waitFor(() => received.length > 0, 30_000, 'the alert');
  const [alert] = received;
  const foundAt = app.slots.unreadableSince;
  t.comment(
    `fault to alert ${alert!.at - faultAt} ms: found by a read after ${foundAt - faultAt} ms, told ${alert!.at - foundAt} ms later`,
  );
  t.match(
    alert!.text,
    /^Terminbuchung: Der CalDAV-Kalender antwortet 503 – CALENDAR_URL und den Kalenderdienst prüfen\. Seit 1\u00a0Minute /,
  );
  t.ok(alert!.at - foundAt >= AFTER_MS, 'not before ALERT_AFTER_MINUTES');
  // A check's interval, and what a loaded machine may take to post.
  t.ok(alert!.at - foundAt <= AFTER_MS + CHECK_MS + 1_000, 'at most a check after it');
  t.ok(alert!.at - foundAt < READ_MS, 'before the next read');

  proxy.mode = 'pass';
  await app.slots.refresh();
  await waitFor(() => received.length === 2, 30_000, 'the recovery');
  t.equal(received[1]!.text, 'Terminbuchung: Der Kalender ist wieder lesbar; freie Termine werden wieder angeboten.');
});
