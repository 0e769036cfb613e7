// /intern/einstellungen: the configuration checked (never a secret's value), the owner's settings saved
// in force at once (server/settings.ts) or tried unsaved with „Testen“, and his devices (passkeys).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ConfigError, rules, type Name, type Variables } from '../config.ts';
import { QUARANTINE_MAX_AGE_MS } from '../contact/retention.ts';
import { OWNER_GROUPS, type Group } from '../settings.ts';
import type { OwnerContext } from './session.ts';
import { linkUrl, OWNER_PATHS, type Id } from './paths.ts';
import { field } from '../contact/parse.ts';
import { fieldsOf, germanError, postedValues, testSection } from './settings-form.ts';
import { finish, takeStatus, type StatusLine } from './status.ts';
import { ConfirmPage } from './views/ConfirmPage.tsx';
import { DevicePage, SettingsPage, type Check } from './views/SettingsPage.tsx';
import { calendarSentence } from './wording.ts';
import { count } from '../../shared/format.ts';
import { DAY_MS, timeOf } from '../../shared/clock.ts';

export async function settingsRoutes(app: FastifyInstance, context: OwnerContext) {
  const { store } = context;
  const { config, settings } = app;
  /** The last test mail's result, as long as this process runs and the mail settings stay. */
  let lastTest: TestResult = null;

  /** The page: the owner's values stored, or (after a refused save or a test) as posted, with the errors at their fields. */
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: StatusLine | null,
    values = settings.stored,
    errors: Variables = {},
  ) => {
    const { passkeys } = await store.read();
    const page = (
      <SettingsPage
        checks={await configChecks(app, lastTest)}
        fields={(group) => fieldsOf(group, settings, config, values, errors)}
        devices={passkeys}
        current={request.ownerSession?.passkey}
        status={status}
      />
    );
    return app.renderer.sendOwner(reply, page, { status: Object.keys(errors).length > 0 ? 400 : 200 });
  };

  app.get('/einstellungen', (request, reply) => sendPage(request, reply, takeStatus(request)));

  app.post('/einstellungen', async (request, reply) => {
    const group = field(request.body, 'bereich') as Group;
    if (!Object.hasOwn(OWNER_GROUPS, group)) return reply.code(400).type('text/plain; charset=utf-8').send('Diesen Bereich gibt es nicht.');
    const values = postedValues(request.body, group, settings);
    const testing = field(request.body, 'aktion') === 'testen' && group !== 'records';
    try {
      if (!testing) {
        const changed = await settings.save(values);
        if (group === 'mail') lastTest = null;
        return finish(request, reply, OWNER_PATHS.settings, {
          action: 'settings saved',
          changed,
          text: 'Gespeichert; das gilt ab sofort.',
        });
      }
      const { ok, text, details } = await testSection(group, settings.candidate(values));
      if (group === 'mail') lastTest = { ok, at: Date.now(), text };
      request.log.info({ action: `settings test: ${group}`, ok }, 'owner action');
      const unsaved =
        JSON.stringify(values) === JSON.stringify(settings.stored) ? '' : ` Noch nicht gespeichert.${retype(request.body, group)}`;
      return await sendPage(request, reply, { text: `${text}${details ? ` Details: ${details}` : ''}${unsaved}`, error: !ok }, values);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      const { variable, text } = germanError(error, values);
      request.log.info({ action: 'settings refused', variable }, 'owner action');
      const status = {
        text: `${testing ? 'Nicht getestet' : 'Nicht gespeichert'}: ${rules[variable].title ?? variable} – ${text}${retype(request.body, group)}`,
        error: true,
      };
      return sendPage(request, reply, status, values, { [variable]: text });
    }
  });

  await app.register(deviceRoutes, context);
}

/** A secret typed into a form that is answered unsaved is never sent back: to be saved, it must be typed again. */
function retype(body: unknown, group: Group): string {
  const typed = OWNER_GROUPS[group].some((name) => rules[name].writeOnly && field(body, name === 'SMTP_URL' ? 'smtp-passwort' : name));
  return typed ? ' Die geheimen Felder zum Speichern bitte noch einmal ausfüllen.' : '';
}

async function deviceRoutes(app: FastifyInstance, { store }: OwnerContext) {
  // A new device: a one-time link, shown once as this POST's answer (never in a URL or a log).
  app.post(OWNER_PATHS.devices.slice(OWNER_PATHS.home.length), async (request, reply) => {
    const { token, expiresAt } = await store.createLink();
    request.log.info({ ownerAction: 'device link' }, 'owner: a one-time link for a new device was made');
    return app.renderer.sendOwner(reply, <DevicePage url={linkUrl(app.config.publicUrl, token)} expiresAt={expiresAt} />);
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
    if (field(request.body, 'bestaetigt') !== 'ja')
      return app.renderer.sendOwner(
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
  const { config, settings } = app;
  const mail = config.smtpUrl
    ? `Ein Mailserver ist eingetragen; Anfragen gehen von ${config.mailFrom} an ${config.mailTo}.`
    : 'Kein Mailserver eingetragen: Anfragen bleiben nur auf dem Server. Trag unten unter „E-Mail“ einen ein.';
  const tested = lastTest && ` Letzter Test (${timeOf(lastTest.at)}): ${lastTest.text}`;
  const ignored = settings.ignored.map((name) => rules[name as Name]?.title ?? name).join(', ');
  const stale = `Ungültig und darum übergangen: ${ignored}. Trag sie unten neu ein; beim nächsten Speichern verschwinden die alten Werte.`;
  return [
    ...(ignored ? [{ label: 'Gespeicherte Einstellungen', ok: false, text: stale }] : []),
    { label: 'Mailversand', ok: Boolean(config.smtpUrl) && lastTest?.ok !== false, text: mail + (tested ?? '') },
    { label: 'Terminbuchung', ok: app.slots.state !== 'calendar-unreadable', text: calendarSentence(app.slots) },
    check(
      'Alarm bei Störungen',
      Boolean(config.alertUrl),
      'Eine Alarm-Adresse ist eingetragen.',
      'Aus: bei einer Störung kommt keine Nachricht.',
    ),
    check('Wochenbericht', config.statsDigest === 'weekly', `Jeden Montag an ${config.mailTo ?? config.mailFrom}.`, 'Aus.'),
    check('Statistik', config.analytics, 'Zählt ohne Cookies und ohne Skript.', 'Aus.'),
    check(
      'Datenordner',
      await app.leads.checkWritable(),
      `${config.dataDir} ist beschreibbar.`,
      `${config.dataDir} ist nicht beschreibbar: Anfragen können nicht gespeichert werden.`,
    ),
    {
      label: 'Aufbewahrung',
      ok: true,
      text: `Zugestellte Anfragen werden nach ${count(config.leadRetentionDays, 'Tag', 'Tagen')} gelöscht, Spam nach ${count(QUARANTINE_MAX_AGE_MS / DAY_MS, 'Tag', 'Tagen')}.`,
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
