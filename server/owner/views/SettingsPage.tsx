import qrcode from 'qrcode-generator';
import type { StatusLine } from '../status.ts';
import type { OwnerState } from '../store.ts';
import { OWNER_PATHS } from '../paths.ts';
import { OwnerLayout } from './OwnerLayout.tsx';
import { berlinTime, timeOf } from '../../../shared/clock.ts';
import { ActionButton } from './parts.tsx';

export interface Check {
  label: string;
  ok: boolean;
  text: string;
}

/** A passkey, and whether this session signed in with it. */
type Device = OwnerState['passkeys'][number] & { current: boolean };

export function SettingsPage({ checks, devices, status }: { checks: Check[]; devices: Device[]; status: StatusLine | null }) {
  return (
    <OwnerLayout title="Einstellungen" current={OWNER_PATHS.settings} status={status}>
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
      <section aria-labelledby="devices" className="owner-card">
        <h2 id="devices">Geräte</h2>
        <p>Diese Geräte können sich mit ihrem Passkey anmelden.</p>
        <ul className="owner-leads">
          {devices.map((device) => (
            <li key={device.id} className="owner-lead owner-device">
              <strong>{device.current ? `${device.name} (dieses Gerät)` : device.name}</strong>
              <span className="owner-lead__note">
                {`Eingerichtet ${berlinTime(device.createdAt)}${device.lastUsedAt ? `, zuletzt angemeldet ${berlinTime(device.lastUsedAt)}` : ''}`}
              </span>
              <ActionButton
                action={`${OWNER_PATHS.devices}/${encodeURIComponent(device.id)}/entfernen`}
                label={`„${device.name}“ entfernen …`}
                danger
              />
            </li>
          ))}
        </ul>
        <ActionButton action={OWNER_PATHS.devices} label="Gerät hinzufügen" />
      </section>
    </OwnerLayout>
  );
}

/** The modules of a QR code as one SVG path: a square per dark module, a quiet zone of four. */
function QrCode({ text, label }: { text: string; label: string }) {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const size = code.getModuleCount();
  let path = '';
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) if (code.isDark(row, col)) path += `M${col + 4} ${row + 4}h1v1h-1z`;
  return (
    <svg className="owner-qr" viewBox={`0 0 ${size + 8} ${size + 8}`} role="img" aria-label={label}>
      <rect width={size + 8} height={size + 8} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/** A new device's one-time link, as a QR code to scan with it and as the link to open on it. */
export function DevicePage({ url, expiresAt }: { url: string; expiresAt: number }) {
  return (
    <OwnerLayout title="Gerät hinzufügen" current={OWNER_PATHS.settings}>
      <p>Scanne den Code mit dem neuen Gerät, oder öffne den Link darauf. Dort legst du seinen Passkey an.</p>
      <QrCode text={url} label="QR-Code des Einrichtungslinks" />
      <p className="owner-link">{url}</p>
      <p className="owner-muted">{`Der Link gilt bis ${timeOf(expiresAt)} Uhr und einmal. Gib ihn niemandem weiter.`}</p>
      <p>
        <a href={OWNER_PATHS.settings}>Zurück zu den Einstellungen</a>
      </p>
    </OwnerLayout>
  );
}
