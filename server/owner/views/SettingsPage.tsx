import qrcode from 'qrcode-generator';
import type { Group } from '../../settings.ts';
import type { Field } from '../settings-form.ts';
import type { StatusLine } from '../status.ts';
import type { OwnerState } from '../store.ts';
import { OWNER_PATHS } from '../paths.ts';
import { OwnerLayout } from './OwnerLayout.tsx';
import { berlinTime, timeOf } from '../../../shared/clock.ts';
import { ActionButton, Note, Submit } from './parts.tsx';

export interface Check {
  label: string;
  ok: boolean;
  text: string;
}

/** The sections of the owner's settings: heading and „Testen“ button (none: nothing to test). */
const SECTIONS: Record<Group, { title: string; test?: string }> = {
  mail: { title: 'E-Mail', test: 'Testmail senden' },
  calendar: { title: 'Kalender', test: 'Kalender lesen' },
  alert: { title: 'Alarm bei Störungen', test: 'Testalarm senden' },
  records: { title: 'Statistik und Aufbewahrung' },
};

interface SettingsProps {
  checks: Check[];
  /** A section's fields (settings-form.ts fieldsOf). */
  fields: (group: Group) => Field[];
  devices: OwnerState['passkeys'];
  /** The passkey this session signed in with. */
  current: string | undefined;
  status: StatusLine | null;
}

export function SettingsPage({ checks, fields, devices, current, status }: SettingsProps) {
  const sections = Object.entries(SECTIONS).map(([group, section]) => ({ group, ...section, fields: fields(group as Group) }));
  const firstError = sections.flatMap((section) => section.fields).find((field) => field.error)?.name;
  return (
    <OwnerLayout title="Einstellungen" current={OWNER_PATHS.settings} status={status}>
      <p>
        Was du hier speicherst, gilt sofort, ohne Neustart. Geheime Werte werden nie angezeigt: ein leeres Feld behält den gespeicherten
        Wert. Was der Betreiber des Servers festgelegt hat, gilt vor deinen Einstellungen.
      </p>
      <ul className="owner-checks">
        {checks.map((check) => (
          <li key={check.label} className={check.ok ? 'owner-check' : 'owner-check owner-check--open'}>
            <span className="owner-check__mark">{check.ok ? 'In Ordnung:' : 'Zu prüfen:'}</span> <strong>{check.label}</strong>
            <span className="owner-check__text">{check.text}</span>
          </li>
        ))}
      </ul>
      {sections.map((section) => (
        <section key={section.group} aria-labelledby={`bereich-${section.group}`} className="owner-card">
          <h2 id={`bereich-${section.group}`}>{section.title}</h2>
          <form method="post" action={OWNER_PATHS.settings} className="owner-form">
            <input type="hidden" name="bereich" value={section.group} />
            {section.fields.map((field) => (
              <SettingField key={field.name} field={field} focus={field.name === firstError} />
            ))}
            <div className="owner-actions">
              <Submit name="aktion" value="speichern" kind="primary" label="Speichern" />
              {section.test ? <Submit name="aktion" value="testen" kind="secondary" label={section.test} /> : null}
            </div>
          </form>
        </section>
      ))}
      <section aria-labelledby="devices" className="owner-card">
        <h2 id="devices">Geräte</h2>
        <p>Diese Geräte können sich mit ihrem Passkey anmelden.</p>
        <ul className="owner-leads">
          {devices.map((device) => (
            <li key={device.id} className="owner-lead owner-device">
              <strong>{device.id === current ? `${device.name} (dieses Gerät)` : device.name}</strong>
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

/** One setting: its label, the input (read-only when the operator set it), its hint and error; a stored secret with „entfernen“. */
function SettingField({ field, focus }: { field: Field; focus: boolean }) {
  const id = `einstellung-${field.name}`;
  const described = [field.hint && `${id}-hinweis`, field.error && `${id}-fehler`].filter(Boolean).join(' ') || undefined;
  const common = { id, name: field.name, 'aria-describedby': described };
  // A setting of the operator's: a text field read-only (still focusable and read), a switch disabled.
  return (
    <div className="owner-setting">
      {field.type === 'checkbox' ? (
        <label className="owner-switch">
          <input {...common} type="checkbox" defaultChecked={field.value === 'on'} disabled={field.locked} />
          {` ${field.label}`}
        </label>
      ) : (
        <>
          <label htmlFor={id}>{field.label}</label>
          <input
            {...common}
            type={field.type}
            defaultValue={field.value}
            placeholder={field.placeholder}
            readOnly={field.locked}
            aria-invalid={field.error ? true : undefined}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the answer that refused this field
            autoFocus={focus}
            autoComplete={field.type === 'password' ? 'new-password' : 'off'}
            spellCheck={false}
          />
        </>
      )}
      <Note id={`${id}-hinweis`} className="owner-hint" text={field.hint} />
      <Note id={`${id}-fehler`} className="owner-error" text={field.error} />
      {field.removable ? (
        <label className="owner-switch">
          <input type="checkbox" name={`entfernen-${field.name}`} value="ja" />
          {` ${field.label}: entfernen`}
        </label>
      ) : null}
    </div>
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
