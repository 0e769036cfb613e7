// /intern/einstellungen: a check of the configuration without its secrets, the test mail of
// `npm run outbox -- test-mail` (contact/smtp.ts) with the relay's answer, and the owner's
// devices: each passkey listed, a new one added through a one-time link (as `npm run owner --
// link` makes it, shown with a QR code), one removed.
import type { FastifyInstance } from 'fastify';
import { sendTestMail } from '../contact/smtp.ts';
import { QUARANTINE_MAX_AGE_MS } from '../contact/retention.ts';
import type { OwnerContext } from './session.ts';
import { linkUrl, OWNER_PATHS, type Id } from './paths.ts';
import { field } from '../plugins/external/form-body.ts';
import { finish, takeStatus } from './status.ts';
import { ConfirmPage } from './views/ConfirmPage.tsx';
import { DevicePage, SettingsPage, type Check } from './views/SettingsPage.tsx';
import { calendarSentence, hintOf } from './wording.ts';
import { count } from '../../shared/content/format.ts';
import { timeOf } from '../../shared/clock.ts';

export async function settingsRoutes(app: FastifyInstance, context: OwnerContext) {
  const { store } = context;
  const { config } = app;
  /** The last test mail's result, as long as this process runs. */
  let lastTest: TestResult = null;

  app.get('/einstellungen', async (request, reply) => {
    const checks = await configChecks(app, lastTest);
    const { passkeys } = await store.read();
    const current = request.ownerSession?.passkey;
    const devices = passkeys.map((passkey) => ({ ...passkey, current: passkey.id === current }));
    return reply.server.renderer.sendOwner(reply, <SettingsPage checks={checks} devices={devices} status={takeStatus(request)} />);
  });

  app.post('/einstellungen/testmail', async (request, reply) => {
    if (!config.smtpUrl) {
      const text = 'SMTP_URL ist nicht gesetzt: es gibt keinen Mailserver, über den die Testmail gehen könnte.';
      return finish(request, reply, OWNER_PATHS.settings, { action: 'test mail: no relay', text, error: true });
    }
    const to = config.mailTo ?? config.mailFrom;
    const { ok, line, answer } = await sendTestMail(config.smtpUrl, config.mailFrom, to);
    const said = ok ? `angenommen – prüfe, ob sie bei ${to} angekommen ist.` : `fehlgeschlagen: ${hintOf(line.replace(/^failed: /, ''))}.`;
    lastTest = { ok, at: Date.now(), text: said };
    const text = `Testmail ${said}${answer ? ` Details: ${answer}` : ''}`;
    return finish(request, reply, OWNER_PATHS.settings, { action: ok ? 'test mail: sent' : 'test mail: failed', text, error: !ok });
  });

  await app.register(deviceRoutes, context);
}

async function deviceRoutes(app: FastifyInstance, { store }: OwnerContext) {
  const { config } = app;
  // A new device: a one-time link, shown once as this POST's answer (never in a URL or a log).
  app.post(OWNER_PATHS.devices.slice(OWNER_PATHS.home.length), async (request, reply) => {
    const { token, expiresAt } = await store.createLink();
    request.log.info({ ownerAction: 'device link' }, 'owner: a one-time link for a new device was made');
    return reply.server.renderer.sendOwner(reply, <DevicePage url={linkUrl(config.publicUrl, token)} expiresAt={expiresAt} />);
  });

  app.post<Id>(`${OWNER_PATHS.devices.slice(OWNER_PATHS.home.length)}/:id/entfernen`, async (request, reply) => {
    const { passkeys } = await store.read();
    const device = passkeys.find((passkey) => passkey.id === request.params.id);
    if (!device || passkeys.length === 1) {
      const [action, text] = device
        ? ['device: last one', 'Das ist dein einziges Gerät: füge erst ein anderes hinzu, dann kannst du dieses entfernen.']
        : ['device: not found', 'Dieses Gerät gibt es nicht (mehr).'];
      return finish(request, reply, OWNER_PATHS.settings, { action, text, error: true });
    }
    const own = device.id === request.ownerSession?.passkey;
    if (field(request.body, 'bestaetigt') !== 'ja') {
      return reply.server.renderer.sendOwner(
        reply,
        <ConfirmPage
          title="Gerät entfernen?"
          action={`${OWNER_PATHS.devices}/${encodeURIComponent(device.id)}/entfernen`}
          label="Gerät entfernen"
          back={OWNER_PATHS.settings}
        >
          <p>{`„${device.name}“ kann sich danach nicht mehr anmelden; seine Sitzungen enden sofort.${own ? ' Das ist das Gerät, mit dem du gerade angemeldet bist.' : ''}`}</p>
        </ConfirmPage>,
      );
    }
    await store.removePasskey(device.id);
    if (own) return reply.redirect(OWNER_PATHS.signIn, 303);
    return finish(request, reply, OWNER_PATHS.settings, { action: 'device removed', text: `„${device.name}“ ist entfernt.` });
  });
}

type TestResult = { ok: boolean; at: number; text: string } | null;

/** A check whose text says what is in place (`ok`) or what to do. */
const check = (label: string, ok: boolean, inPlace: string, toDo: string): Check => ({ label, ok, text: ok ? inPlace : toDo });

/** The configuration as checks: what is in place, what to do; never a secret's value. */
async function configChecks(app: FastifyInstance, lastTest: TestResult): Promise<Check[]> {
  const { config } = app;
  const mail = config.smtpUrl
    ? `SMTP_URL ist gesetzt; Anfragen gehen von ${config.mailFrom} an ${config.mailTo ?? '(MAIL_TO fehlt)'}.`
    : 'SMTP_URL ist nicht gesetzt: Anfragen bleiben nur auf dem Server. Setze SMTP_URL, MAIL_FROM und MAIL_TO.';
  const tested = lastTest && ` Letzte Testmail (${timeOf(lastTest.at)}): ${lastTest.text}`;
  return [
    { label: 'Mailversand', ok: Boolean(config.smtpUrl && config.mailTo) && lastTest?.ok !== false, text: mail + (tested ?? '') },
    { label: 'Terminbuchung', ok: app.slots.state !== 'calendar-unreadable', text: calendarSentence(app.slots) },
    check(
      'Alarm bei Störungen',
      Boolean(config.alertUrl),
      'ALERT_URL ist gesetzt.',
      'ALERT_URL ist nicht gesetzt: bei einer Störung kommt keine Nachricht.',
    ),
    check('Wochenbericht', config.statsDigest === 'weekly', 'Jeden Montag an MAIL_TO.', 'Aus (STATS_DIGEST=weekly schaltet ihn ein).'),
    check('Statistik', config.analytics, 'Zählt ohne Cookies und ohne Skript.', 'Aus (ANALYTICS=off).'),
    check(
      'Datenordner',
      await app.leads.checkWritable(),
      `${config.dataDir} ist beschreibbar.`,
      `${config.dataDir} ist nicht beschreibbar: Anfragen können nicht gespeichert werden.`,
    ),
    {
      label: 'Aufbewahrung',
      ok: true,
      text: `Zugestellte Anfragen werden nach ${count(config.leadRetentionDays, 'Tag', 'Tagen')} gelöscht, Spam nach ${count(QUARANTINE_MAX_AGE_MS / 86_400_000, 'Tag', 'Tagen')}.`,
    },
    check(
      'Formular-Schlüssel',
      !config.formSecretGenerated,
      'FORM_SECRET ist gesetzt.',
      'FORM_SECRET ist nicht gesetzt: nach jedem Neustart gilt ein neuer, offene Formulare und die Anmeldung verfallen.',
    ),
    { label: 'Adresse der Website', ok: !config.publicUrl.startsWith('http://localhost'), text: `PUBLIC_URL: ${config.publicUrl}` },
  ];
}
