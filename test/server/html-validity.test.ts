import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import type { FormResponse } from '../../shared/contact.ts';
import { postForm, validFields } from '../contact/helpers.ts';
import { bookable, site, testApp } from '../helpers.ts';

// The Nu Html Checker (vnu-jar) needs a Java runtime: `.ci/run` installs default-jre-headless.
const JAVA = process.env.JAVA ?? 'java';
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const ROUTES = {
  ...Object.fromEntries(site.pages.map((page) => [page.path === '/' ? 'home' : page.path.slice(1), page.path])),
  'not-found': '/gibt-es-nicht',
  'owner-sign-in': '/intern/anmelden',
};
// React writes void elements as `<br/>`: valid HTML, which vnu only mentions as info.
const FILTER = '.*Trailing slash on void elements.*';

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

function vnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    // One JVM for every file: the start costs seconds, a page milliseconds.
    execFile(
      JAVA,
      ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', '--filterpattern', FILTER, ...files],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error) return reject(new Error(`vnu did not run (${JAVA} -jar ${VNU_JAR}): ${error.message}\n${stderr}`));
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(new Error(`vnu printed no JSON: ${stderr.slice(0, 500)}`));
        }
      },
    );
  });
}

t.test('Nu Html Checker: every route, a booking’s page and the 404 page have no errors', async (t) => {
  const { app } = await testApp(t, { calendar: async () => [] });
  const [slot] = bookable(app);
  const booked = await postForm(app, validFields({ form: 'booking', slot: slot!.start, phone: '+49 170 1234567', message: '' }));
  t.equal(booked.statusCode, 200, 'a call is booked');
  const PAGES = { ...ROUTES, booking: booked.json<FormResponse>().booking!.manage };
  const dir = await mkdtemp(path.join(tmpdir(), 'ki-site-vnu-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const files: string[] = [];
  for (const [name, url] of Object.entries(PAGES)) {
    const res = await app.inject(url);
    t.equal(res.statusCode, url === '/gibt-es-nicht' ? 404 : 200, `${url} answers`);
    const file = path.join(dir, `${name}.html`);
    await writeFile(file, res.rawPayload);
    files.push(file);
  }

  const messages = await vnu(files);
  const describe = (m: VnuMessage) =>
    `${path.basename(m.url ?? '')}:${m.lastLine}:${m.lastColumn} ${m.message}${m.extract ? ` … ${m.extract.trim()}` : ''}`;
  const warnings = messages.filter((m) => m.type === 'info' && m.subType === 'warning');
  if (warnings.length) t.comment(`vnu warnings:\n${warnings.map(describe).join('\n')}`);
  for (const [name] of Object.entries(PAGES)) {
    const errors = messages.filter((m) => m.type !== 'info' && path.basename(m.url ?? '') === `${name}.html`);
    t.same(errors.map(describe), [], `${PAGES[name as keyof typeof PAGES]}: 0 errors`);
  }
  const other = messages.filter((m) => m.type !== 'info' && !files.some((f) => m.url?.endsWith(path.basename(f))));
  t.same(other.map(describe), [], 'no errors outside the pages (e.g. files vnu could not read)');
});
