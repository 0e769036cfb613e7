// /intern/anfragen: the leads and the owner's actions on them, through the same store operations
// as `npm run outbox` (server/contact/outbox.ts). Each action answers 303 with a status line.
import type { FastifyInstance } from 'fastify';
import { deleteById, eraseByEmail, exportByEmail, inventory, leadLine, openLead, requeueLead } from '../../contact/outbox.ts';
import { STATES } from '../../contact/maildir.ts';
import { OWNER_PATHS } from '../../owner/paths.ts';
import { sendOwnerPage } from '../../owner/render.tsx';
import { LeadPage } from '../../owner/views/LeadPage.tsx';
import { ErasePage, leadPath, LeadsPage, type LeadsProps } from '../../owner/views/LeadsPage.tsx';
import { field, finish, takeStatus } from './status.ts';

/** The most leads a list shows per state (the newest): reading each is a parse of its file. */
const LIST_MAX = 50;
/** An address as the form takes it: something@something, within e-mail's length limit. */
const isEmail = (value: string) => value.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(value);

type Id = { Params: { id: string } };

export async function leadRoutes(app: FastifyInstance) {
  const { store, delivery } = app.leads;

  app.get('/anfragen', async (request, reply) => {
    const { lists, errors } = await inventory(store);
    const shown = Object.fromEntries(
      await Promise.all(
        STATES.map(async (state) => [
          state,
          await Promise.all(
            lists[state]
              .slice(-LIST_MAX)
              .reverse()
              .map((e) => leadLine(e, errors)),
          ),
        ]),
      ),
    ) as LeadsProps['lists'];
    const counts = Object.fromEntries(STATES.map((state) => [state, lists[state].length])) as LeadsProps['counts'];
    return sendOwnerPage(reply, { title: 'Anfragen', body: <LeadsPage lists={shown} counts={counts} status={takeStatus(request)} /> });
  });

  app.get<Id>('/anfragen/:id', async (request, reply) => {
    let found = await openLead(store, request.params.id);
    // Moved while being read or listed (delivered, released): a file renamed from new/ to cur/
    // between the two folders' listings is in neither; look again where it is now.
    for (let i = 0; i < 3 && 'error' in found; i++) found = await openLead(store, request.params.id);
    if (!('entry' in found) || found.entry.id !== request.params.id) {
      return finish(request, reply, OWNER_PATHS.leads, {
        action: 'open: not found',
        text: 'Diese Anfrage gibt es nicht (mehr).',
        error: true,
      });
    }
    return sendOwnerPage(reply, { title: 'Anfrage', body: <LeadPage lead={found} status={takeStatus(request)} /> });
  });

  app.post<Id>('/anfragen/:id/erneut', async (request, reply) => {
    const { id } = request.params;
    const back = leadPath(id);
    if ((await store.list('pending')).some((entry) => entry.id === id)) {
      if (!delivery.enabled) {
        const text = 'Die Zustellung ist aus: SMTP_URL ist nicht gesetzt.';
        return finish(request, reply, back, { action: 'retry: delivery off', leadId: id, text, error: true });
      }
      delivery.retryNow(id);
      return finish(request, reply, back, { action: 'retry', leadId: id, text: 'Wird jetzt zugestellt. Lade die Seite gleich neu.' });
    }
    const result = await requeueLead(store, id, 'sent');
    if ('error' in result)
      return finish(request, reply, back, { action: 'resend: not found', leadId: id, text: 'Nicht gefunden.', error: true });
    delivery.notify();
    return finish(request, reply, back, { action: 'resend', leadId: id, text: 'Wird noch einmal zugestellt.' });
  });

  app.post<Id>('/anfragen/:id/freigeben', async (request, reply) => {
    const { id } = request.params;
    const result = await requeueLead(store, id, 'quarantine');
    if ('error' in result) {
      return finish(request, reply, leadPath(id), { action: 'release: not found', leadId: id, text: 'Nicht im Spam-Ordner.', error: true });
    }
    delivery.notify();
    return finish(request, reply, leadPath(id), { action: 'release', leadId: id, text: 'Freigegeben: sie wird zugestellt.' });
  });

  app.post<Id>('/anfragen/:id/loeschen', async (request, reply) => {
    const { id } = request.params;
    const result = await deleteById(store, id);
    const gone = 'deleted' in result && result.deleted.length > 0;
    const text = gone ? 'Die Anfrage ist gelöscht.' : 'Diese Anfrage gibt es nicht (mehr).';
    return finish(request, reply, OWNER_PATHS.leads, { action: 'delete', leadId: id, text, error: !gone });
  });

  await app.register(subjectRequestRoutes);
}

/** Data-subject requests by address: the address travels in a POST body only, never in a URL or a log. */
async function subjectRequestRoutes(app: FastifyInstance) {
  const { store } = app.leads;
  app.post('/anfragen/auskunft', async (request, reply) => {
    const email = field(request.body, 'email');
    if (!isEmail(email)) {
      return finish(request, reply, OWNER_PATHS.leads, {
        action: 'subject request: no address',
        text: 'Bitte eine E-Mail-Adresse angeben.',
        error: true,
      });
    }
    if (field(request.body, 'was') === 'loeschen') {
      const count = (await exportByEmail(store, email)).length;
      return sendOwnerPage(reply, { title: 'Daten löschen?', body: <ErasePage email={email} count={count} /> });
    }
    const messages = await exportByEmail(store, email);
    request.log.info({ action: 'export', count: messages.length }, 'owner action');
    const exportedAt = new Date().toISOString();
    return reply
      .header('content-disposition', `attachment; filename="auskunft-${exportedAt.slice(0, 10)}.json"`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ email, exportedAt, count: messages.length, messages }, null, 2));
  });

  app.post('/anfragen/loeschung', async (request, reply) => {
    const email = field(request.body, 'email');
    const deleted = isEmail(email) ? await eraseByEmail(store, email) : [];
    const text = deleted.length === 1 ? '1 Nachricht gelöscht.' : `${deleted.length} Nachrichten gelöscht.`;
    request.log.info({ action: 'erase', leadIds: deleted.map((entry) => entry.id) }, 'owner action');
    request.session.set('status', { text, error: false });
    return reply.redirect(OWNER_PATHS.leads, 303);
  });
}
