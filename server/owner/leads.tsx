// /intern/anfragen: the leads and the owner's actions on them, through the same store operations as `npm run outbox`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inventory, leadLine, openLead, requeueLead } from '../contact/operations.ts';
import { deleteById, eraseBy, exportBy, subjectOf, upcomingCalls } from '../contact/subject-requests.ts';
import { printable } from '../../shared/contact-rules.ts';
import { count } from '../../shared/format.ts';
import { whenOf as when, type BookingRecord } from '../booking/store.ts';
import { STATES } from '../contact/maildir.ts';
import { OWNER_PATHS, type Id } from './paths.ts';
import { LeadPage } from './views/LeadPage.tsx';
import { leadPath, LeadsPage, type LeadLists } from './views/LeadsPage.tsx';
import { field } from '../contact/parse.ts';
import { finish, takeStatus } from './status.ts';
import { ConfirmPage } from './views/ConfirmPage.tsx';

const GONE = 'Diese Anfrage gibt es nicht (mehr).';

/** Back to the lead's page with a status line: what happened, or (`error`) what went wrong. */
const toLead = (request: FastifyRequest<Id>, reply: FastifyReply, action: string, text: string, error = false) =>
  finish(request, reply, leadPath(request.params.id), { action, leadId: request.params.id, text, error });

export async function leadRoutes(app: FastifyInstance) {
  const { store, delivery } = app.leads;

  app.get('/anfragen', async (request, reply) => {
    const { lists, errors } = await inventory(store);
    // Newest first; every message is read, to tell the visitors' requests from the site's own mails.
    const lines = Object.fromEntries(
      await Promise.all(
        STATES.map(async (state) => [state, await Promise.all([...lists[state]].reverse().map((e) => leadLine(e, errors)))]),
      ),
    ) as LeadLists;
    const calls = new Map(app.bookings.list().map((record) => [record.leadId, record]));
    return app.renderer.sendOwner(reply, <LeadsPage lines={lines} calls={calls} status={takeStatus(request)} />);
  });

  app.get<Id>('/anfragen/:id', async (request, reply) => {
    let found = await openLead(store, request.params.id);
    // Moved while being read or listed (delivered, released): a file renamed from new/ to cur/
    // between the two folders' listings is in neither; look again where it is now.
    for (let i = 0; i < 3 && 'error' in found; i++) found = await openLead(store, request.params.id);
    if (!('entry' in found) || found.entry.id !== request.params.id)
      return finish(request, reply, OWNER_PATHS.leads, { action: 'open: not found', text: GONE, error: true });
    const call = app.bookings.list().find((record) => record.leadId === found.entry.id);
    return app.renderer.sendOwner(reply, <LeadPage lead={found} call={call} status={takeStatus(request)} />);
  });

  app.post<Id>('/anfragen/:id/erneut', async (request, reply) => {
    const { id } = request.params;
    if ((await store.list('pending')).some((entry) => entry.id === id)) {
      if (!delivery.enabled)
        return toLead(request, reply, 'retry: delivery off', 'Die Zustellung ist aus: SMTP_URL ist nicht gesetzt.', true);
      delivery.retryNow(id);
      return toLead(request, reply, 'retry', 'Wird jetzt zugestellt. Lade die Seite gleich neu.');
    }
    if ('error' in (await requeueLead(store, id, 'sent'))) return toLead(request, reply, 'resend: not found', 'Nicht gefunden.', true);
    delivery.notify();
    return toLead(request, reply, 'resend', 'Wird noch einmal zugestellt.');
  });

  app.post<Id>('/anfragen/:id/freigeben', async (request, reply) => {
    if ('error' in (await requeueLead(store, request.params.id, 'quarantine')))
      return toLead(request, reply, 'release: not found', 'Nicht im Spam-Ordner.', true);
    delivery.notify();
    return toLead(request, reply, 'release', 'Freigegeben: sie wird zugestellt.');
  });

  app.post<Id>('/anfragen/:id/loeschen', async (request, reply) => {
    const { id } = request.params;
    if (field(request.body, 'bestaetigt') !== 'ja') return app.renderer.sendOwner(reply, confirmDelete(id));
    const result = await deleteById(store, id);
    const gone = 'deleted' in result && result.deleted.length > 0;
    const text = gone ? 'Die Anfrage ist gelöscht.' : GONE;
    return finish(request, reply, OWNER_PATHS.leads, { action: 'delete', leadId: id, text, error: !gone });
  });

  await app.register(subjectRequestRoutes);
}

/** „2 Nachrichten und 1 Termin“: what an address or number has stored. */
const stored = ({ messages, bookings }: { messages: unknown[]; bookings: unknown[] }) =>
  count(messages.length, 'Nachricht', 'Nachrichten') + (bookings.length ? ` und ${count(bookings.length, 'Termin', 'Termine')}` : '');

/** Data-subject requests by address or number: it travels in a POST body only, never in a URL or a log. */
async function subjectRequestRoutes(app: FastifyInstance) {
  const visitor = { leads: app.leads.store, bookings: app.bookings };
  app.post('/anfragen/auskunft', async (request, reply) => {
    const typed = field(request.body, 'kontakt');
    const subject = subjectOf(typed);
    if (!subject) {
      const text = 'Bitte eine E-Mail-Adresse oder Telefonnummer angeben.';
      return finish(request, reply, OWNER_PATHS.leads, { action: 'subject request: no address', text, error: true });
    }
    const found = await exportBy(visitor, subject);
    if (field(request.body, 'was') === 'loeschen')
      return app.renderer.sendOwner(reply, confirmErasure(typed, found, upcomingCalls(visitor, subject)));
    request.log.info({ action: 'export', count: found.messages.length, bookings: found.bookings.length }, 'owner action');
    const exportedAt = new Date().toISOString();
    return reply
      .header('content-disposition', `attachment; filename="auskunft-${exportedAt.slice(0, 10)}.json"`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ ...subject, exportedAt, ...found }, null, 2));
  });

  app.post('/anfragen/loeschung', async (request, reply) => {
    const subject = subjectOf(field(request.body, 'kontakt'));
    const erased = subject ? await eraseBy(visitor, subject) : { messages: [], bookings: [], cancelled: [] };
    const [leadIds, bookingIds] = [erased.messages.map((entry) => entry.id), erased.bookings.map((record) => record.id)];
    const text = `${stored(erased)} gelöscht.${erased.cancelled.length ? ` ${cancelledText(erased.cancelled)}` : ''}`;
    return finish(request, reply, OWNER_PATHS.leads, { action: 'erase', leadIds, bookingIds, text });
  });
}

/** What an erasure did to a call ahead: cancelled; its two mails still go out, and are deleted once the relay took them. */
const cancelledText = (calls: BookingRecord[]) =>
  calls
    .map(
      (call) =>
        `Abgesagt: der Termin am ${when(call)}. Die Absage an ${printable(call.email)} und deine Nachricht dazu werden noch ` +
        'zugestellt und danach von selbst gelöscht.',
    )
    .join(' ');

function confirmErasure(typed: string, found: { messages: unknown[]; bookings: unknown[] }, calls: BookingRecord[]) {
  const any = found.messages.length + found.bookings.length > 0;
  return (
    <ConfirmPage
      title="Daten löschen?"
      back={OWNER_PATHS.leads}
      {...(any ? { action: `${OWNER_PATHS.leads}/loeschung`, fields: { kontakt: typed }, label: 'Endgültig löschen' } : {})}
    >
      <p>
        {any
          ? `Zu ${printable(typed)} gespeichert: ${stored(found)}. Alles wird endgültig gelöscht – aus allen Ordnern, gebuchte Termine auch aus deinem Kalender.`
          : `Zu ${printable(typed)} ist nichts gespeichert.`}
      </p>
      {calls.map((call) => (
        <p key={call.id}>
          {`${printable(call.name)} hat einen Termin am ${when(call)}; er wird abgesagt, bevor die Daten gelöscht werden: ` +
            `Die Absage geht per E-Mail an ${printable(call.email)}, du bekommst die Nachricht dazu, und der Termin verschwindet aus deinem Kalender.`}
        </p>
      ))}
    </ConfirmPage>
  );
}

const confirmDelete = (id: string) => (
  <ConfirmPage title="Anfrage löschen?" action={`${leadPath(id)}/loeschen`} label="Endgültig löschen" back={leadPath(id)}>
    <p>Die Nachricht wird aus allen Ordnern gelöscht. Das lässt sich nicht rückgängig machen.</p>
  </ConfirmPage>
);
