// Nothing in new/ blocks other leads: a file under a name the store does not give (a copy, a
// name with a space or an umlaut, `<id>:2,S` moved back from cur/ by hand) is a lead and is
// delivered; a directory is no lead: skipped with one log line and named by `outbox list`.
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import t from 'tap';
import { runOutbox } from '../../server/cli/outbox.ts';
import { MAIL_FROM, MAIL_TO, postForm, startRelay, storeContents, validFields, waitFor } from './helpers.ts';
import { testApp } from '../helpers.ts';

const message = (subject: string, text: string) => `From: ${MAIL_FROM}\r\nTo: ${MAIL_TO}\r\nSubject: ${subject}\r\n\r\n${text}\r\n`;

t.test(
  'store – entries in new/ never block later leads: files under any name are delivered, directories skipped and reported',
  async (t) => {
    const relay = await startRelay(t);
    const { app, lines } = await testApp(t, {
      env: { MAIL_TO, SMTP_URL: relay.url },
      log: 'info',
      plainLog: true,
      leads: { backoffMaxMs: 400, pollIntervalMs: 200 },
    });
    const { dataDir } = app.config;
    const newDir = path.join(dataDir, 'new');

    t.equal((await postForm(app, validFields({ message: 'Erste Anfrage' }))).statusCode, 200);
    await waitFor(async () => (await storeContents(dataDir)).sent.length === 1, 5_000, 'the first lead delivered');
    const [sent] = (await storeContents(dataDir)).sent;
    const id = sent!.split(':')[0]!;

    // What an operator leaves in new/: copies, hand-made files, a lead moved back from cur/, folders.
    await writeFile(path.join(newDir, 'lead copy.eml'), message('Kopie', 'Kopie einer Anfrage'));
    await writeFile(path.join(newDir, 'Anfrage-Müller.eml'), message('Anfrage', 'Anfrage von Frau Müller'));
    await rename(path.join(dataDir, 'cur', sent!), path.join(newDir, sent!));
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
    const left = async () => (await readdir(newDir)).filter((n) => !n.startsWith('.')).sort();
    await waitFor(async () => (await left()).length === 2, 5_000, 'only the directories left in new/');
    t.same(await left(), ['1700000000.M1P1Q1Rabc.host', 'ordner']);
    t.ok((await storeContents(dataDir)).sent.includes(`${id}:2,S`), 'the lead sent again is back in cur/ under its own id');

    await new Promise((resolve) => setTimeout(resolve, 500)); // a few more passes (every 200 ms)
    t.same(
      lines
        .filter((l) => l.msg.includes('is not a lead'))
        .map((l) => [l.level, l.file])
        .sort(),
      [
        [40, 'new/1700000000.M1P1Q1Rabc.host'],
        [40, 'new/ordner'],
      ],
      'one line per directory, however many passes',
    );
    const out: string[] = [];
    await runOutbox(['list'], { dataDir }, (line) => out.push(line));
    t.match(out.join('\n'), 'not leads (skipped; move them out of DATA_DIR):\n  new/1700000000.M1P1Q1Rabc.host\n  new/ordner');
    t.match((await app.inject('/readyz')).json(), { status: 'ready', pending: 0 });
  },
);
