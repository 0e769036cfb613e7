import type { SlotDay } from '../../slots.ts';
import type { BookedCall } from '../../contact.ts';
import { BookedFacts } from '../../islands/Confirmation.tsx';
import { SlotPicker } from '../../islands/SlotPicker.tsx';
import { Layout } from '../Layout.tsx';

/** What the page at a booking's link shows: the booking with its changes, the step before cancelling it, or why the link does not work. */
export type CallView =
  | { state: 'forged' | 'unknown' | 'expired' | 'used' }
  | { state: 'cancelled'; label: string; justNow: boolean }
  | { state: 'confirm'; label: string; action: string }
  | { state: 'ok'; booking: BookedCall; action: string; days: SlotDay[]; status?: string | undefined; notice?: string | undefined };

const TEXTS = {
  forged: [
    'Dieser Link ist ungültig',
    'Der Link ist unvollständig oder verändert. Nimm bitte den Link aus deiner letzten Bestätigungs-E-Mail.',
  ],
  unknown: [
    'Dieser Termin ist hier nicht zu finden',
    'Der Link ist echt, aber der Termin ist auf diesem Server nicht gespeichert. Schreib mir bitte kurz eine E-Mail, dann sage ich ihn für dich ab oder verschiebe ihn.',
  ],
  expired: ['Dieser Link ist abgelaufen', 'Der Termin hat schon begonnen oder ist vorbei; er lässt sich nicht mehr ändern.'],
  used: [
    'Dieser Link wurde schon verwendet',
    'Der Termin wurde inzwischen verschoben. Es gilt der Link aus der neuesten Bestätigungs-E-Mail.',
  ],
} as const;

/**
 * The page of the link in a booking's confirmation: the booking, moving it, cancelling it behind a
 * confirming step; or why the link does not work. Plain forms; each POST answers 303, so a reload
 * never posts again. Rendered per request, never cached: it names the visitor's booking.
 */
export function CallPage({ view }: { view: CallView }) {
  return (
    <Layout className="text-page">
      <article className="prose booking-page">
        {view.state === 'ok' ? (
          <Manage view={view} />
        ) : view.state === 'confirm' ? (
          <>
            <h1 className="prose__title">Termin absagen?</h1>
            <p>{`Dein Termin am ${view.label} wird abgesagt, und du bekommst die Absage für deinen Kalender per E-Mail.`}</p>
            <form method="post" action={`${view.action}/absagen`} className="booking-page__actions">
              <button type="submit" className="button button--primary">
                Ja, Termin absagen
              </button>
              <a href={view.action}>Nein, zurück</a>
            </form>
          </>
        ) : view.state === 'cancelled' ? (
          <>
            <h1 className="prose__title">Dein Termin ist abgesagt</h1>
            <p role="status">{`Der Termin am ${view.label} ist abgesagt${view.justNow ? '; die Absage kommt per E-Mail' : ''}.`}</p>
            <p>
              <a className="button button--primary" href="/#termin">
                Neuen Termin buchen
              </a>
            </p>
          </>
        ) : (
          <>
            <h1 className="prose__title">{TEXTS[view.state][0]}</h1>
            <p>{TEXTS[view.state][1]}</p>
            <p>
              <a href="/">← Zur Startseite</a>
            </p>
          </>
        )}
      </article>
    </Layout>
  );
}

function Manage({ view }: { view: Extract<CallView, { state: 'ok' }> }) {
  return (
    <>
      <h1 className="prose__title">Dein Termin</h1>
      <p role="status" className="booking-page__status">
        {view.status ?? ''}
      </p>
      <BookedFacts booking={{ ...view.booking, manage: '' }} />
      <h2>Termin verschieben</h2>
      {view.days.length === 0 ? (
        <p>Gerade ist keine andere Zeit frei. Schau bitte später noch einmal vorbei.</p>
      ) : (
        <form method="post" action={`${view.action}/verschieben`} className="form">
          <SlotPicker id="verschieben" days={view.days} chosen="" notice={view.notice} />
          <button type="submit" className="button button--primary form__submit">
            Auf diese Zeit verschieben
          </button>
        </form>
      )}
      <h2>Termin absagen</h2>
      <p>
        <a className="button button--secondary" href={`${view.action}/absagen`}>
          Termin absagen …
        </a>
      </p>
    </>
  );
}
