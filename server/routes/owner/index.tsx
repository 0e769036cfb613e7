import type { FastifyInstance } from 'fastify';
import { OWNER_PATHS } from '../../owner/paths.ts';
import { sendOwnerPage } from '../../owner/render.tsx';
import { OwnerLayout } from '../../owner/views/OwnerLayout.tsx';

/**
 * The owner's pages. Registered by plugins/app/owner.ts inside the /intern scope after its
 * guard: every route here is reached only with a valid owner session, and its paths are
 * relative to /intern (`/` is /intern, `/anfragen` is /intern/anfragen).
 */
export async function ownerPages(app: FastifyInstance) {
  app.get('/', (_request, reply) =>
    sendOwnerPage(reply, {
      title: 'Übersicht',
      body: (
        <OwnerLayout title="Übersicht" current={OWNER_PATHS.home}>
          <p>Du bist als Inhaber angemeldet.</p>
        </OwnerLayout>
      ),
    }),
  );
}
