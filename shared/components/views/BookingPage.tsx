import type { Slot } from '../../booking.ts';
import { callChannelText } from '../../content/booking.ts';
import { Layout } from '../Layout.tsx';

/** What the page at a booking's link shows. */
export type BookingView =
  | { state: 'forged' | 'unknown' | 'expired' | 'used' }
  | { state: 'cancelled'; label: string; justNow?: boolean }
  | { state: 'ok'; label: string; name: string; action: string; slots: Slot[]; notice?: string };

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
 * The page of the link in a booking's confirmation: the booking with a button to cancel it and
 * the free slots to move it to, both plain POST forms (no JavaScript); or why the link does not
 * work (any more). Server-rendered per request, never cached: it names the visitor.
 */
export function BookingPage({ view }: { view: BookingView }) {
  return (
    <Layout className="text-page">
      <article className="prose booking-page">
        {view.state === 'ok' ? (
          <Manage view={view} />
        ) : view.state === 'cancelled' ? (
          <>
            <h1 className="prose__title">Dein Termin ist abgesagt</h1>
            <p role={view.justNow ? 'status' : undefined}>
              Der Termin am {view.label} ist abgesagt{view.justNow ? '; die Bestätigung kommt per E-Mail' : ''}. Einen neuen kannst du
              jederzeit buchen.
            </p>
            <p>
              <a className="button button--primary" href="/#contact">
                Neuen Termin wählen
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

function Manage({ view }: { view: Extract<BookingView, { state: 'ok' }> }) {
  return (
    <>
      <h1 className="prose__title">Dein Termin</h1>
      {view.notice ? (
        <p className="booking-page__notice" role="status">
          {view.notice}
        </p>
      ) : null}
      <p>
        Hallo {view.name}, dein kostenloses Erstgespräch ist gebucht: <strong>{view.label}</strong>. {callChannelText()}
      </p>
      <form method="post" action={`${view.action}/absagen`}>
        <button type="submit" className="button button--primary">
          Termin absagen
        </button>
      </form>
      <h2>Termin verschieben</h2>
      {view.slots.length === 0 ? (
        <p>Gerade ist kein anderer Termin frei. Schau bitte später noch einmal vorbei.</p>
      ) : (
        <form method="post" action={`${view.action}/verschieben`}>
          <fieldset className="form__group booking-page__slots">
            <legend className="form__legend">Neuer Termin</legend>
            {view.slots.map((slot, index) => (
              <label key={slot.start} className="booking-page__slot">
                <input type="radio" name="slot" value={slot.start} required defaultChecked={index === 0} /> {slot.label}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button button--primary">
            Auf diesen Termin verschieben
          </button>
        </form>
      )}
    </>
  );
}
