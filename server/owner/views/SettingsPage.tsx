// /intern/einstellungen: which settings are in place, as checks; never a secret's value.
import type { StatusLine } from '../../routes/owner/status.ts';
import { OWNER_PATHS } from '../paths.ts';
import { OwnerLayout } from './OwnerLayout.tsx';
import { ActionButton, Status } from './parts.tsx';

export interface Check {
  label: string;
  ok: boolean;
  /** What is set, or what to do. */
  text: string;
}

export function SettingsPage({ checks, status }: { checks: Check[]; status: StatusLine | null }) {
  return (
    <OwnerLayout title="Einstellungen" current={OWNER_PATHS.settings}>
      <Status status={status} />
      <p>Die Einstellungen kommen aus der Umgebung des Servers (.env); geheime Werte werden hier nie gezeigt.</p>
      <ul className="owner-checks">
        {checks.map((check) => (
          <li key={check.label} className={check.ok ? 'owner-check' : 'owner-check owner-check--open'}>
            <span className="owner-check__mark">{check.ok ? 'In Ordnung:' : 'Zu prüfen:'}</span> <strong>{check.label}</strong>
            <span className="owner-check__text">{check.text}</span>
          </li>
        ))}
      </ul>
      <section aria-labelledby="testmail" className="owner-card">
        <h2 id="testmail">Testmail</h2>
        <p>Schickt eine Testnachricht über SMTP_URL von MAIL_FROM an MAIL_TO und zeigt die Antwort des Mailservers.</p>
        <ActionButton action={`${OWNER_PATHS.settings}/testmail`} label="Testmail senden" />
      </section>
    </OwnerLayout>
  );
}
