import type { ReactNode } from 'react';
import { OWNER_LIMITS } from '../store.ts';
import { OwnerLayout } from './OwnerLayout.tsx';

interface PasskeyPageProps {
  title: string;
  children: ReactNode;
  /** The ceremony the button starts, with the URLs of its two steps; none: only the text. */
  ceremony?: { mode: 'register' | 'sign-in'; label: string; base: string; token?: string; next?: string };
}

/** The sign-in and set-up pages. The ceremony needs JavaScript (client/owner/passkey.ts): it shows the button, hides the notice. */
export function PasskeyPage({ title, children, ceremony }: PasskeyPageProps) {
  return (
    <OwnerLayout title={title} signedIn={false}>
      {children}
      {ceremony ? (
        <div
          className="owner-card"
          data-passkey={ceremony.mode}
          data-options={`${ceremony.base}/optionen`}
          data-verify={`${ceremony.base}/pruefen`}
          data-token={ceremony.token}
          data-next={ceremony.next}
        >
          {ceremony.mode === 'register' ? (
            <div className="owner-form">
              <label htmlFor="device-name">Name dieses Geräts</label>
              <input id="device-name" name="name" maxLength={OWNER_LIMITS.nameLength} placeholder="z. B. iPhone" autoComplete="off" />
            </div>
          ) : null}
          <button type="button" className="button button--primary" hidden>
            {ceremony.label}
          </button>
          <p data-no-script>Für den Passkey braucht dieser Browser JavaScript. Bitte schalte es für diese Seite ein.</p>
          <p role="status" className="owner-status" />
        </div>
      ) : null}
    </OwnerLayout>
  );
}
