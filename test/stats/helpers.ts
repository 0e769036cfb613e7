// Shared by the statistics tests: a fake clock for the app, browsers that differ by address
// and User-Agent, and the report read back from DATA_DIR.
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { dateOf } from '../../shared/clock.ts';
import { loadReport } from '../../server/stats/report.ts';
import { multipart } from '../helpers.ts';

export const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
export const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';
export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A clock the test moves by hand. */
export class FakeClock {
  constructor(public ms: number) {}
  readonly now = () => this.ms;
  set(iso: string) {
    this.ms = Date.parse(iso);
  }
}

/** One browser: an address and a User-Agent, sending what a browser sends with a navigation. */
export function browser(app: FastifyInstance, ip: string, userAgent: string, extra: Record<string, string> = {}) {
  const headers = { 'user-agent': userAgent, accept: 'text/html', 'sec-fetch-dest': 'document', ...extra };
  return {
    get: (url: string, more: Record<string, string> = {}, options: Partial<InjectOptions> = {}) =>
      app.inject({ method: 'GET', url, remoteAddress: ip, headers: { ...headers, ...more }, ...options }),
    beacon: (event: string) =>
      app.inject({
        method: 'POST',
        url: `/stats/event?e=${event}`,
        remoteAddress: ip,
        headers: { 'user-agent': userAgent, origin: 'https://www.example.de', ...extra },
      }),
    /** A form post as a browser sends it from the home page (its `page` field names the page a lead was sent on). */
    post: async (fields: Record<string, string>) => {
      const body = await multipart({ page: '/', ...fields });
      return app.inject({
        method: 'POST',
        url: '/sendForm.php',
        remoteAddress: ip,
        payload: body.payload,
        headers: { ...body.headers, accept: 'application/json', 'user-agent': userAgent, referer: 'https://www.example.de/', ...extra },
      });
    },
  };
}

/** A Chrome reader who lands from a campaign (`landing` carries its utm_ parameters), reads the imprint, then sees and starts the form. */
export async function campaignReader(app: FastifyInstance, ip: string, landing: string) {
  const reader = browser(app, ip, CHROME);
  await reader.get(landing);
  await reader.get('/impressum');
  await reader.beacon('form-view');
  await reader.beacon('form-start');
  return reader;
}

/** The report of the days from..to (default: the clock's day), after a flush; a file skipped is an error here. */
export async function report(app: FastifyInstance, clock: FakeClock, from = dateOf(clock.ms), to = from) {
  await app.stats.flush();
  const topics = app.content.published().site.topics.map((topic) => topic.value);
  const warn = (file: string, problem: string) => {
    throw new Error(`${file} skipped: ${problem}`);
  };
  return loadReport(path.join(app.config.dataDir, 'stats'), from, to, warn, topics);
}
