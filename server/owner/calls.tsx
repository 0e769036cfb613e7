// /intern/termine: the owner moves or cancels a call through the same BookingDesk.move and cancel as the
// visitor's link, so the visitor gets the same new REQUEST or CANCEL. The log never names the visitor (nor the message).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseSlotStart } from '../../shared/slots.ts';
import { whenOf as when, type BookingRecord } from '../booking/store.ts';
import { printable } from '../../shared/contact-rules.ts';
import { OWNER_PATHS, type Id } from './paths.ts';
import { field } from '../contact/parse.ts';
import { finish, takeStatus } from './status.ts';
import { callPath, CallsPage, NOTE_MAX } from './views/CallsPage.tsx';
import { ConfirmPage } from './views/ConfirmPage.tsx';
import { calendarSentence } from './wording.ts';

/** Back to the list with a status line: what happened, or (no lead) what went wrong. */
const back = (request: FastifyRequest, reply: FastifyReply, action: string, text: string, record?: BookingRecord) =>
  finish(request, reply, OWNER_PATHS.calls, { action, text, error: !record, leadId: record?.leadId });

const GONE = 'Diesen Termin gibt es nicht mehr, oder er hat schon begonnen.';

/** The owner's change, with his message to the visitor: text (never HTML in the mail), at most NOTE_MAX characters. */
const byOwner = (body: unknown) => ({
  by: 'owner' as const,
  note: [...field(body, 'nachricht').replace(/\r\n?/g, '\n')].slice(0, NOTE_MAX).join(''),
});
const withNote = (note: string) => (note ? ', mit deiner Nachricht' : '');

export async function callRoutes(app: FastifyInstance) {
  app.get('/termine', async (request, reply) => {
    // A call moves to any free slot (its own is held, so not among them): one list for all.
    const [calls, slots] = [app.bookings.upcoming(), app.slots.offered()];
    const body = <CallsPage calendar={calendarSentence(app.slots)} calls={calls} slots={slots} status={takeStatus(request)} />;
    return app.renderer.sendOwner(reply, body);
  });

  app.post<Id>('/termine/:id/verschieben', async (request, reply) => {
    const start = parseSlotStart(field(request.body, 'slot'));
    const change = byOwner(request.body);
    const result = start === undefined ? null : await app.bookings.move({ id: request.params.id }, start, change);
    if (result === null || 'refused' in result) {
      const refused = result?.refused ?? 'no slot';
      const text =
        refused === 'capped'
          ? 'Dieser Termin wurde zu oft verschoben: sag ihn ab, dann kann neu gebucht werden.'
          : refused === 'unwritable'
            ? 'Dein Kalender nimmt die Änderung gerade nicht an; der Termin bleibt, wie er war. Bitte später noch einmal versuchen.'
            : 'Dieser Termin ist nicht mehr frei: bitte wähle einen anderen.';
      return back(request, reply, `call move refused: ${refused}`, text);
    }
    if (result.state !== 'ok') return back(request, reply, 'call move: gone', GONE);
    const text = `Verschoben auf ${when(result.record)}: ${printable(result.record.name)} bekommt die neue Einladung per E-Mail${withNote(change.note)}.`;
    return back(request, reply, 'call moved', text, result.record);
  });

  app.post<Id>('/termine/:id/absagen', async (request, reply) => {
    const ref = { id: request.params.id };
    const [found, change] = [app.bookings.inspect(ref), byOwner(request.body)];
    if (found.state === 'ok' && field(request.body, 'bestaetigt') !== 'ja') {
      const [name, path] = [printable(found.record.name), `${callPath(found.record.id)}/absagen`];
      return app.renderer.sendOwner(
        reply,
        <ConfirmPage
          title="Termin absagen?"
          action={path}
          fields={{ nachricht: change.note }}
          label="Termin absagen"
          back={OWNER_PATHS.calls}
        >
          <p>{`${when(found.record)} mit ${name}.`}</p>
          <p>{`${name} bekommt die Absage per E-Mail${withNote(change.note)}, mit der Stornierung für den Kalender; der Termin wird aus deinem Kalender entfernt und ist wieder frei. Das lässt sich nicht rückgängig machen.`}</p>
          {change.note ? <pre className="owner-message">{change.note}</pre> : null}
        </ConfirmPage>,
      );
    }
    const result = found.state === 'ok' ? await app.bookings.cancel(ref, change) : found;
    if (result.state !== 'cancelled' || !result.justNow) return back(request, reply, 'call cancel: gone', GONE);
    const text = `Abgesagt: ${when(result.record)}. ${printable(result.record.name)} bekommt die Absage per E-Mail${withNote(change.note)}.`;
    return back(request, reply, 'call cancelled', text, result.record);
  });
}
