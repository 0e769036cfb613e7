// Nothing in new/ blocks other leads: a file with a name the store does not give (a copy, a
// name with a space or an umlaut, `<id>:2,S` moved back from cur/ by hand) is delivered; a
// directory is left where it is with one log line, and /readyz counts both kinds.
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import t from 'tap';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../helpers.ts';
import { MAIL_FROM, MAIL_TO, postForm, startRelay, storeContents, validFields, waitFor } from './helpers.ts';

const message = (subject: string, text: string) => `From: ${MAIL_FROM}\r\nTo: ${MAIL_TO}\r\nSubject: ${subject}\r\n\r\n${text}\r\n`;

t.test(
  'store – foreign entries in new/ never block later leads; files are delivered, directories left with one log line; /readyz counts them',
  async (t) => {
    const relay = await startRelay(t);
    const lines: Array<{ level: number; msg: string; file?: string }> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as (typeof lines)[number]);
        done();
      },
    });
    const config = await testConfig(t, { CONTACT_RATE_LIMIT: '1000', MAIL_FROM, MAIL_TO, SMTP_URL: relay.url });
    const app = await buildApp(config, { logger: { level: 'info', stream } });
    app.leads.delivery.pollIntervalMs = 200;
    app.leads.probeIntervalMs = 0;
    await app.ready();
    t.teardown(() => app.close());
    const newDir = path.join(config.dataDir, 'new');

    t.equal((await postForm(app, validFields({ message: 'Erste Anfrage' }))).statusCode, 200);
    await waitFor(async () => (await storeContents(config.dataDir)).sent.length === 1, 5_000, 'the first lead delivered');
    const [sent] = (await storeContents(config.dataDir)).sent;
    const id = sent!.split(':')[0]!;

    // What an operator leaves in new/: copies, hand-made files, a lead moved back from cur/, folders.
    await writeFile(path.join(newDir, 'lead copy.eml'), message('Kopie', 'Kopie einer Anfrage'));
    await writeFile(path.join(newDir, 'Anfrage-Müller.eml'), message('Anfrage', 'Anfrage von Frau Müller'));
    await rename(path.join(config.dataDir, 'cur', sent!), path.join(newDir, sent!));
    await mkdir(path.join(newDir, 'ordner'));
    await mkdir(path.join(newDir, '1700000000.M1P1Q1Rabc.host'));
    app.leads.delivery.notify();
    t.equal((await postForm(app, validFields({ message: 'Zweite Anfrage' }))).statusCode, 200);
    t.equal((await postForm(app, validFields({ message: 'Dritte Anfrage' }))).statusCode, 200);

    const texts = () =>
      relay.mails.map((m) => /Kopie einer Anfrage|Anfrage von Frau Müller|(Erste|Zweite|Dritte) Anfrage/.exec(m.text)?.[0]).sort();
    await waitFor(() => relay.mails.length === 6, 5_000, 'six mails');
    t.same(
      texts(),
      ['Anfrage von Frau Müller', 'Dritte Anfrage', 'Erste Anfrage', 'Erste Anfrage', 'Kopie einer Anfrage', 'Zweite Anfrage'],
      'the later leads, the two foreign files and the lead sent again',
    );
    await waitFor(
      async () => (await readdir(newDir)).filter((n) => !n.startsWith('.')).length === 2,
      5_000,
      'only the directories left in new/',
    );
    t.same((await readdir(newDir)).filter((n) => !n.startsWith('.')).sort(), ['1700000000.M1P1Q1Rabc.host', 'ordner']);
    t.ok((await storeContents(config.dataDir)).sent.includes(`${id}:2,S`), 'the lead sent again is back in cur/ under its own id');

    await new Promise((resolve) => setTimeout(resolve, 500)); // a few more passes
    const left = lines.filter((l) => l.msg.includes('is not a message'));
    t.same(
      left.map((l) => [l.level, l.file]).sort(),
      [
        [50, 'new/1700000000.M1P1Q1Rabc.host'],
        [50, 'new/ordner'],
      ],
      'one error line per directory, however many passes',
    );
    t.equal(lines.filter((l) => l.msg.includes('renamed and queued')).length, 3, 'one line per renamed file');
    const readyz = await app.inject('/readyz');
    t.equal(readyz.statusCode, 200);
    t.match(readyz.json(), { status: 'degraded', problems: ['foreign-entries'], foreign: { left: 2, queued: 3 }, pending: 0 });

    await rm(path.join(newDir, 'ordner'), { recursive: true });
    await rm(path.join(newDir, '1700000000.M1P1Q1Rabc.host'), { recursive: true });
    await waitFor(async () => (await app.inject('/readyz')).json().status === 'ready', 5_000, 'ready once they are gone');
  },
);
