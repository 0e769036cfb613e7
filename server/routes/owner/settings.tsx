// /intern/einstellungen: a check of the configuration without its secrets, and the test mail
// of `npm run outbox -- test-mail` (contact/smtp.ts) with the relay's answer.
import type { FastifyInstance } from 'fastify';
import { sendTestMail } from '../../contact/smtp.ts';
import { OWNER_PATHS } from '../../owner/paths.ts';
import { sendOwnerPage } from '../../owner/render.tsx';
import { SettingsPage, type Check } from '../../owner/views/SettingsPage.tsx';
import { finish, takeStatus } from './status.ts';

export async function settingsRoutes(app: FastifyInstance) {
  const { config } = app;

  app.get('/einstellungen', async (request, reply) => {
    const writable = await app.leads.checkWritable();
    const checks: Check[] = [
      {
        label: 'Mailversand',
        ok: Boolean(config.smtpUrl && config.mailTo),
        text: config.smtpUrl
          ? `SMTP_URL ist gesetzt; Anfragen gehen von ${config.mailFrom} an ${config.mailTo ?? '(MAIL_TO fehlt)'}.`
          : 'SMTP_URL ist nicht gesetzt: Anfragen bleiben nur auf dem Server. Setze SMTP_URL, MAIL_FROM und MAIL_TO.',
      },
      {
        label: 'Alarm bei Zustellproblemen',
        ok: Boolean(config.alertUrl),
        text: config.alertUrl
          ? 'ALERT_URL ist gesetzt.'
          : 'ALERT_URL ist nicht gesetzt: bei einer stockenden Zustellung kommt keine Nachricht.',
      },
      {
        label: 'Wochenbericht',
        ok: config.statsDigest === 'weekly',
        text: config.statsDigest === 'weekly' ? 'Jeden Montag an MAIL_TO.' : 'Aus (STATS_DIGEST=weekly schaltet ihn ein).',
      },
      { label: 'Statistik', ok: config.analytics, text: config.analytics ? 'Zählt ohne Cookies und ohne Skript.' : 'Aus (ANALYTICS=off).' },
      {
        label: 'Datenordner',
        ok: writable,
        text: writable
          ? `${config.dataDir} ist beschreibbar.`
          : `${config.dataDir} ist nicht beschreibbar: Anfragen können nicht gespeichert werden.`,
      },
      {
        label: 'Aufbewahrung',
        ok: true,
        text: `Zugestellte Anfragen werden nach ${config.leadRetentionDays} Tagen gelöscht, Spam nach 30.`,
      },
      {
        label: 'Formular-Schlüssel',
        ok: !config.formSecretGenerated,
        text: config.formSecretGenerated
          ? 'FORM_SECRET ist nicht gesetzt: nach jedem Neustart gilt ein neuer, offene Formulare und die Anmeldung verfallen.'
          : 'FORM_SECRET ist gesetzt.',
      },
      {
        label: 'Adresse der Website',
        ok: !config.publicUrl.startsWith('http://localhost'),
        text: `PUBLIC_URL: ${config.publicUrl}`,
      },
    ];
    return sendOwnerPage(reply, { title: 'Einstellungen', body: <SettingsPage checks={checks} status={takeStatus(request)} /> });
  });

  app.post('/einstellungen/testmail', async (request, reply) => {
    if (!config.smtpUrl) {
      const text = 'SMTP_URL ist nicht gesetzt: es gibt keinen Mailserver, über den die Testmail gehen könnte.';
      return finish(request, reply, OWNER_PATHS.settings, { action: 'test mail: no relay', text, error: true });
    }
    const { ok, line } = await sendTestMail(config.smtpUrl, config.mailFrom, config.mailTo ?? config.mailFrom);
    const text = `${ok ? 'Testmail angenommen' : 'Testmail fehlgeschlagen'}. Antwort des Mailservers: ${line}`;
    return finish(request, reply, OWNER_PATHS.settings, { action: ok ? 'test mail: sent' : 'test mail: failed', text, error: !ok });
  });
}
