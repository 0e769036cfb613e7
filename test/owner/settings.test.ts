// The owner's settings page (/intern/einstellungen) and its store, DATA_DIR/settings.json: the form
// made from the config schema, German errors at the field, the operator's environment winning,
// secrets that never leave the server (no HTML, no log line), a restart and a hand-edited file.
import { stat, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import t from 'tap';
import { loadConfigOrExit, OWNER_GROUPS } from '../../server/settings.ts';
import { rules } from '../../server/config.ts';
import { MAIL_TO, startScriptedRelay } from '../contact/helpers.ts';
import { testApp, testConfig } from '../helpers.ts';
import { FORM_SECRET } from '../secret.ts';
import { settingsOwner } from './helpers.ts';

const SECRETS = { smtp: 'Sm7p-Geheim@/x', calendar: 'Kal3nder-Geheim', alert: 'ntfy-geheimes-thema' };
const ALERT_URL = `https://ntfy.example.de/${SECRETS.alert}?tpl=1&m={{.text}}`;
const CALENDAR_URL = 'https://cloud.example.de/remote.php/dav/calendars/jonas/privat-x7q/';
/** The input of a setting, as the page renders it. */
const input = (page: string, name: string) => new RegExp(`<input id="einstellung-${name}"[^>]*>`).exec(page)?.[0] ?? '';

t.test('settings – every variable of the owner has a German title; the page shows each section with its fields', async (t) => {
  for (const name of Object.values(OWNER_GROUPS).flat()) t.ok(rules[name].title, `${name}: a title`);
  const { owner } = await settingsOwner(t);
  const page = (await owner.get()).body;
  for (const heading of ['E-Mail', 'Kalender', 'Alarm bei Störungen', 'Statistik und Aufbewahrung'])
    t.match(page, new RegExp(`<h2 id="bereich-\\w+">${heading}</h2>`));
  t.match(page, '<label for="einstellung-smtp-server">Mailserver</label>');
  t.match(input(page, 'smtp-passwort'), /type="password".*name="smtp-passwort" value=""/);
  t.match(input(page, 'ALERT_AFTER_MINUTES'), /type="number" placeholder="30"/);
  t.match(
    page,
    /<label class="owner-switch"><input id="einstellung-ANALYTICS"[^>]*type="checkbox"[^>]*checked=""\/> Besuche zählen \(Statistik\)<\/label>/,
  );
  t.match(
    page,
    'So lange darf eine Störung dauern, bevor die Alarm-Adresse davon hört. · (ALERT_AFTER_MINUTES)',
    'the help line and the name',
  );
});

t.test('settings – a refused value is named in German at its field, focused; nothing is saved', async (t) => {
  const { app, owner } = await settingsOwner(t);
  const refused = await owner.post('alert', { ALERT_URL: 'ftp://nicht-http', ALERT_AFTER_MINUTES: '99999' });
  t.equal(refused.statusCode, 400);
  t.match(
    refused.body,
    /role="status" class="owner-status owner-status--error">Nicht gespeichert: Alarm-Adresse \(Webhook\) – Das ist so nicht gültig; ein Beispiel: „https:\/\/ntfy\.sh\//,
  );
  t.match(
    input(refused.body, 'ALERT_URL'),
    /aria-describedby="einstellung-ALERT_URL-hinweis einstellung-ALERT_URL-fehler".*aria-invalid="true" autofocus=""/,
  );
  t.match(refused.body, '<p id="einstellung-ALERT_URL-fehler" class="owner-error">');
  t.match(refused.body, 'value="99999"', 'what was typed stays');
  t.notMatch(refused.body, 'nicht-http', 'but not a secret, which must be typed again');
  t.match(
    refused.body,
    'ein Beispiel: „https://ntfy.sh/mein-geheimes-thema?tpl=1&amp;m={{.text}}“. Die geheimen Felder zum Speichern bitte noch einmal ausfüllen.',
  );
  const minutes = await owner.post('alert', { ALERT_AFTER_MINUTES: '99999' });
  t.match(minutes.body, 'Alarm nach Minuten – Bitte eine ganze Zahl von 0 bis 1440.');
  const noRecipient = await owner.post('mail', { 'smtp-server': 'mail.example.de', 'smtp-port': '587' });
  t.match(noRecipient.body, 'Nicht gespeichert: Empfänger – Nötig, sobald ein Mailserver eingetragen ist.');
  t.same([app.config.alertUrl, app.config.alertAfterMinutes, app.config.smtpUrl], [undefined, 30, undefined], 'nothing changed');
});

t.test('settings – a variable the operator set wins: read-only, „vom Betreiber festgelegt“, and no post changes it', async (t) => {
  const { app, owner } = await settingsOwner(t, { env: { MAIL_TO: 'betreiber@example.de', ALERT_URL: ALERT_URL, ANALYTICS: 'off' } });
  const page = (await owner.get()).body;
  t.match(input(page, 'MAIL_TO'), /type="email" readOnly="".*value="betreiber@example\.de"/);
  t.match(page, /id="einstellung-MAIL_TO-hinweis" class="owner-hint">vom Betreiber festgelegt · /);
  t.match(input(page, 'ALERT_URL'), /type="url" readOnly="".*value=""/);
  t.match(page, /id="einstellung-ALERT_URL-hinweis" class="owner-hint">vom Betreiber festgelegt · /);
  t.match(input(page, 'ANALYTICS'), /type="checkbox" disabled=""/);
  t.notMatch(page, SECRETS.alert, 'the operator’s secret is not shown either');
  t.notMatch(page, 'entfernen-ALERT_URL', 'and cannot be removed here');

  t.equal((await owner.post('mail', { MAIL_TO: 'owner@example.de' })).statusCode, 303);
  t.equal((await owner.post('alert', { ALERT_URL: 'https://other.example.de/x', 'entfernen-ALERT_URL': 'ja' })).statusCode, 303);
  t.equal((await owner.post('records', { ANALYTICS: 'on' })).statusCode, 303);
  t.same([app.config.mailTo, app.config.alertUrl, app.config.analytics], ['betreiber@example.de', ALERT_URL, false]);
  const stored = JSON.parse(await readFile(path.join(app.config.dataDir, 'settings.json'), 'utf8'));
  t.notOk('MAIL_TO' in stored || 'ALERT_URL' in stored || 'ANALYTICS' in stored, 'the file holds none of them');
});

t.test(
  'settings – secrets: never in the HTML or a log line, kept when left empty, gone with „entfernen“; settings.json is 0600',
  async (t) => {
    const relay = await startScriptedRelay(t, { login: { user: 'kontakt', pass: SECRETS.smtp } });
    const { app, owner, lines } = await settingsOwner(t);
    const mail = { 'smtp-server': '127.0.0.1', 'smtp-port': String(relay.port), 'smtp-benutzer': 'kontakt', MAIL_TO };
    const answers = [
      await owner.post('mail', { ...mail, 'smtp-passwort': SECRETS.smtp }),
      await owner.post('calendar', { CALENDAR_URL, CALENDAR_USER: 'jonas', CALENDAR_PASSWORD: SECRETS.calendar }),
      await owner.post('alert', { ALERT_URL, ALERT_AFTER_MINUTES: '' }),
      await owner.post('mail', mail, 'testen'),
      await owner.post('alert', { ALERT_URL: 'kaputt' }),
      await owner.get(),
    ];
    t.same(
      answers.map((answer) => answer.statusCode),
      [303, 303, 303, 200, 400, 200],
    );
    t.match(answers[3]!.body, 'Testmail angenommen – prüfe, ob sie bei inhaber@example.de angekommen ist.', 'the stored password works');
    t.equal(relay.mails.length, 1);
    const page = answers[5]!.body;
    t.equal(page.split('gespeichert – leer lassen behält es').length - 1, 4, 'the SMTP password, calendar URL and password, alert URL');
    t.match(page, '<input type="checkbox" name="entfernen-CALENDAR_PASSWORD" value="ja"/> Kalender-Passwort: entfernen</label>');
    t.match(page, 'value="kontakt"', 'the SMTP user is no secret');
    const secret = new RegExp([SECRETS.smtp, encodeURIComponent(SECRETS.smtp), SECRETS.calendar, SECRETS.alert, 'privat-x7q'].join('|'));
    for (const answer of answers) t.notMatch(answer.body, secret, 'no secret in any answer');
    t.notMatch(JSON.stringify(lines), secret, 'nor in a log line');
    t.same(lines.find((line) => line.action === 'settings saved')?.changed, ['SMTP_URL', 'MAIL_TO'], 'the log names what changed');

    const file = path.join(app.config.dataDir, 'settings.json');
    t.equal((await stat(file)).mode & 0o777, 0o600);
    t.match(JSON.parse(await readFile(file, 'utf8')), { CALENDAR_PASSWORD: SECRETS.calendar, ALERT_URL });

    // Left empty, every secret stays; „entfernen“ clears one; another server never gets the stored password.
    t.equal((await owner.post('calendar', { CALENDAR_USER: 'jonas' })).statusCode, 303);
    t.same([app.config.calendarUrl, app.config.calendarPassword], [CALENDAR_URL, SECRETS.calendar]);
    t.equal((await owner.post('alert', { 'entfernen-ALERT_URL': 'ja', ALERT_AFTER_MINUTES: '' })).statusCode, 303);
    t.equal(app.config.alertUrl, undefined);
    await owner.post('calendar', { CALENDAR_URL: 'https://other.example.de/kalender/', CALENDAR_USER: 'jonas' });
    t.same([app.config.calendarUrl, app.config.calendarPassword], ['https://other.example.de/kalender/', undefined]);
    await owner.post('mail', { ...mail, 'smtp-server': 'localhost' });
    t.equal(app.config.smtpUrl, `smtp://kontakt@localhost:${relay.port}`);
  },
);

t.test('settings – a restart keeps everything, and the command-line tools read the same configuration', async (t) => {
  const { app, owner } = await settingsOwner(t);
  await owner.post('mail', { 'smtp-server': 'mail.example.de', 'smtp-port': '465', 'smtp-benutzer': 'k', 'smtp-passwort': 'p w', MAIL_TO });
  await owner.post('alert', { ALERT_URL, ALERT_AFTER_MINUTES: '12' });
  await owner.post('records', { STATS_DIGEST: 'on', LEAD_RETENTION_DAYS: '60' });
  const env = { NODE_ENV: 'test', FORM_SECRET, DATA_DIR: app.config.dataDir, PUBLIC_URL: 'https://www.example.de' };
  const { app: again } = await testApp(t, { env });
  const wanted = { smtpUrl: 'smtps://k:p%20w@mail.example.de:465', mailTo: MAIL_TO, alertUrl: ALERT_URL, alertAfterMinutes: 12 };
  t.match(again.config, { ...wanted, statsDigest: 'weekly', analytics: false, leadRetentionDays: 60 });
  t.match(loadConfigOrExit(env), { ...wanted, leadRetentionDays: 60 }, 'as `npm run outbox` and `npm run stats` read it');
});

t.test('settings – a hand-edited settings.json with a bad value boots: ignored, logged without its value, named on the page', async (t) => {
  const config = await testConfig(t);
  const edited = { MAIL_TO: 'kein-at', SMTP_URL: 'smtp://u:Geheim-pw@127.0.0.1:25', ALERT_AFTER_MINUTES: '5', PORT: '1' };
  await writeFile(path.join(config.dataDir, 'settings.json'), JSON.stringify(edited));
  const { app, lines } = await testApp(t, { env: { DATA_DIR: config.dataDir }, log: 'info' });
  t.same([app.config.mailTo, app.config.smtpUrl, app.config.alertAfterMinutes, app.config.port], [undefined, undefined, 5, config.port]);
  const [line] = lines.filter((l) => l.msg.startsWith('settings:'));
  t.match(line, { level: 50, ignored: ['PORT', 'MAIL_TO', 'SMTP_URL'] }, 'one error line naming them');
  t.notMatch(JSON.stringify(lines), /kein-at|Geheim-pw/, 'never their values');
  t.same(app.settings.ignored, ['PORT', 'MAIL_TO', 'SMTP_URL']);

  await writeFile(path.join(config.dataDir, 'settings.json'), '{ nicht json');
  const { app: broken } = await testApp(t, { env: { DATA_DIR: config.dataDir } });
  t.same(broken.settings.ignored, ['settings.json'], 'a file that does not parse: the defaults');
  t.equal(loadConfigOrExit({ DATA_DIR: config.dataDir }).alertAfterMinutes, 30, 'and the tools boot on it too');
});

t.test('settings – the page names what the stored file held and was ignored', async (t) => {
  const config = await testConfig(t);
  await writeFile(path.join(config.dataDir, 'settings.json'), JSON.stringify({ MAIL_TO: 'kein-at' }));
  const { owner } = await settingsOwner(t, { env: { DATA_DIR: config.dataDir } });
  const page = (await owner.get()).body;
  t.match(
    page,
    'Zu prüfen:</span> <strong>Gespeicherte Einstellungen</strong><span class="owner-check__text">Ungültig und darum übergangen: Empfänger.',
  );
  t.notMatch(page, 'kein-at');
});
