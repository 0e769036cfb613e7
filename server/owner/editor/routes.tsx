// /intern/inhalte: the owner edits his content through app.content's store (server/content/). A
// section's form saves into the draft; the preview renders a public page from the draft through the
// public pages' own components. A refused save (400, or 409: saved elsewhere meanwhile) answers the
// form again with the owner's input kept.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Site } from '../../../shared/content/index.ts';
import { count } from '../../../shared/format.ts';
import { placeholders } from '../../../shared/content/placeholders.ts';
import { field } from '../../contact/parse.ts';
import { freshPageSpec } from '../../routes/form-pages.tsx';
import { TEXT_PAGES, textPageSpec } from '../../routes/pages.tsx';
import { OWNER_PATHS } from '../paths.ts';
import type { OwnerContext } from '../session.ts';
import { finish, takeStatus } from '../status.ts';
import { ConfirmPage } from '../views/ConfirmPage.tsx';
import { applyListAction, ForeignForm, getAt, readForm, type Posted } from './form.ts';
import { basisOf, photoRoutes, PhotoUpload } from './photo.tsx';
import { SECTIONS, type Section } from './sections.ts';
import {
  ContentPage,
  DISCARD,
  HistoryPage,
  Lines,
  PreviewBar,
  PUBLISH,
  restorePath,
  SectionPage,
  sectionPath,
  type SectionState,
} from './views.tsx';

/**
 * A section's post may be this long: „Rechtliches“ holds two documents of up to 60,000
 * characters, a character up to 3 UTF-8 bytes, each byte percent-encoded in the form (3
 * characters), and the section's other fields. Every other route keeps the app's 32 KiB; a post
 * without the owner's session is refused before its body is read (the guard runs on request).
 */
const BODY_LIMIT = 2 * 60_000 * 3 * 3 + 64 * 1024;

const SAVED = 'Gespeichert – noch nicht veröffentlicht. Vorschau ansehen oder veröffentlichen.';

type SectionRoute = { Params: { section: string } };

/** The draft's public pages, named for the preview links. */
const pagesOf = ({ offerLinks, content: { prose } }: Site) => [
  { label: 'Startseite', href: '/' },
  ...offerLinks,
  ...TEXT_PAGES.map((href, i) => ({ href, label: [prose.impressum, prose.datenschutz, prose.letter][i]!.title })),
];

/** A section's page; its photo's upload form shows the draft's photo (the owner's, else the build's). */
function sendSection(app: FastifyInstance, reply: FastifyReply, section: Section, state: Omit<SectionState, 'upload'>, status = 200) {
  const photo = section.photo && (app.content.store.draft.content.photos[section.photo] ?? app.assets.images[section.photo]);
  const upload = section.photo ? <PhotoUpload photo={section.photo} image={photo} /> : undefined;
  return app.renderer.sendOwner(reply, <SectionPage section={section} state={{ ...state, upload }} />, { status });
}

/** The sections (a save elsewhere that leaves what the form showed is no conflict: basisOf), the draft's page, its preview. */
export async function editorRoutes(app: FastifyInstance, context: OwnerContext) {
  const { store } = app.content;
  const basis = (section: Section) => basisOf(section.parts.map((part) => getAt(store.draft.content, part)));
  const sectionOf = (request: FastifyRequest<SectionRoute>) => SECTIONS.find((known) => known.slug === request.params.section);
  const noSection = (request: FastifyRequest, reply: FastifyReply) =>
    finish(request, reply, OWNER_PATHS.content, { action: 'content: no section', text: 'Diesen Bereich gibt es nicht.', error: true });

  app.get('/inhalte', async (request, reply) => {
    const { changes, content } = store.draft;
    const page = (
      <ContentPage
        changes={changes}
        problem={store.problem}
        todo={placeholders(content)}
        pages={pagesOf(app.content.draft())}
        status={takeStatus(request)}
      />
    );
    return app.renderer.sendOwner(reply, page);
  });

  app.get<SectionRoute>('/inhalte/:section', async (request, reply) => {
    const section = sectionOf(request);
    if (!section) return noSection(request, reply);
    const { content, revision } = store.draft;
    return sendSection(app, reply, section, { content, revision, basis: basis(section), status: takeStatus(request) });
  });

  app.post<SectionRoute>('/inhalte/:section', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const section = sectionOf(request);
    if (!section) return noSection(request, reply);
    const body = (request.body ?? {}) as Posted;
    const [revision, shown] = [Number(field(body, 'revision')), field(body, 'basis')];
    try {
      const content = readForm(section.parts, body, store.draft.content);
      const action = field(body, 'aktion');
      const posted = { content, revision, basis: shown };
      if (action) return await sendSection(app, reply, section, { ...posted, open: applyListAction(content, section.parts, action) });
      // Saved since on another section or device, but this section as the form showed it: no conflict.
      const base = shown === basis(section) ? store.draft.revision : revision;
      const result = await store.saveDraft([], content, base);
      if ('invalid' in result) return await sendSection(app, reply, section, { ...posted, problems: result.invalid }, 400);
      if ('conflict' in result) {
        const fresh = { revision: store.draft.revision, basis: basis(section), conflict: result.conflict };
        return await sendSection(app, reply, section, { ...posted, ...fresh }, 409);
      }
      const text = result.revision === base ? 'Nichts geändert.' : SAVED;
      return await finish(request, reply, sectionPath(section), { action: 'content saved', section: section.slug, text });
    } catch (error) {
      if (!(error instanceof ForeignForm)) throw error;
      request.log.warn({ ownerAction: 'content: foreign form', section: section.slug, reason: error.message }, 'owner: a form was refused');
      return reply.code(400).type('text/plain; charset=utf-8').send('Dieses Formular passt nicht zu diesem Bereich. Lade die Seite neu.');
    }
  });

  app.get<{ Querystring: { seite?: string } }>('/vorschau', async (request, reply) => {
    const site = app.content.draft();
    const path = request.query.seite ?? '/';
    const text = TEXT_PAGES.find((page) => page === path);
    const spec = text ? textPageSpec(site, text) : freshPageSpec(app, site, path);
    const missing = { action: 'preview: no page', text: 'Diese Seite gibt es im Entwurf nicht.', error: true };
    if (!spec) return finish(request, reply, OWNER_PATHS.content, missing);
    return app.renderer.send(reply, null, () => ({ ...spec, noindex: true, preview: <PreviewBar /> }), { site });
  });

  await app.register(versionRoutes, context);
  await app.register(photoRoutes);
}

async function versionRoutes(app: FastifyInstance, { store: owner }: OwnerContext) {
  const { store } = app.content;
  /** The name of the device the session signed in with: a version says who made it. */
  const device = async (request: FastifyRequest) =>
    (await owner.read()).passkeys.find((passkey) => passkey.id === request.ownerSession?.passkey)?.name ?? 'unbekanntes Gerät';

  app.post(PUBLISH.slice(OWNER_PATHS.home.length), async (request, reply) => {
    const version = await app.content.publish(await device(request));
    const text = version
      ? `Veröffentlicht als Version ${version.n}: ${count(version.changes.length, 'Änderung', 'Änderungen')}. Alle Seiten sind neu erstellt.`
      : 'Nichts zu veröffentlichen: der Entwurf ist schon veröffentlicht.';
    const action = version ? 'content published' : 'content: nothing to publish';
    return finish(request, reply, OWNER_PATHS.content, { action, version: version?.n, text });
  });

  app.post(DISCARD.slice(OWNER_PATHS.home.length), async (request, reply) => {
    const { changes } = store.draft;
    if (!changes.length)
      return finish(request, reply, OWNER_PATHS.content, { action: 'content: nothing to discard', text: 'Es gibt nichts zu verwerfen.' });
    if (field(request.body, 'bestaetigt') !== 'ja')
      return app.renderer.sendOwner(
        reply,
        <ConfirmPage title="Entwurf verwerfen?" action={DISCARD} label="Entwurf verwerfen" back={OWNER_PATHS.content}>
          <p>{`${count(changes.length, 'Änderung geht', 'Änderungen gehen')} verloren; alle Bereiche zeigen wieder die veröffentlichten Inhalte:`}</p>
          <Lines lines={changes} />
        </ConfirmPage>,
      );
    await store.discardDraft();
    return finish(request, reply, OWNER_PATHS.content, { action: 'content: draft discarded', text: 'Der Entwurf ist verworfen.' });
  });

  app.get('/inhalte/versionen', async (request, reply) =>
    app.renderer.sendOwner(
      reply,
      <HistoryPage versions={store.history()} current={store.published.version} status={takeStatus(request)} />,
    ),
  );

  app.post<{ Params: { n: string } }>('/inhalte/versionen/:n/wiederherstellen', async (request, reply) => {
    const n = Number(request.params.n);
    const kept = n === 0 || store.history().some((version) => version.n === n);
    if (!kept || n === store.published.version) {
      const text = kept ? `Version ${n} ist schon veröffentlicht.` : 'Diese Version gibt es nicht (mehr).';
      return finish(request, reply, OWNER_PATHS.history, { action: 'content: restore refused', text, error: !kept });
    }
    const unpublished = store.draft.changes.length;
    if (field(request.body, 'bestaetigt') !== 'ja')
      return app.renderer.sendOwner(
        reply,
        <ConfirmPage title={`Version ${n} wiederherstellen?`} action={restorePath(n)} label="Wiederherstellen" back={OWNER_PATHS.history}>
          <p>{`Die Website zeigt dann wieder die Inhalte von Version ${n}, als neue Version; jede Version bleibt erhalten.`}</p>
          {unpublished ? (
            <p>{`Dein Entwurf mit ${count(unpublished, 'unveröffentlichten Änderung', 'unveröffentlichten Änderungen')} wird dabei ersetzt.`}</p>
          ) : null}
        </ConfirmPage>,
      );
    const version = (await app.content.publish(await device(request), n))!;
    const text = `Version ${n} ist wiederhergestellt, als Version ${version.n}. Alle Seiten sind neu erstellt.`;
    return finish(request, reply, OWNER_PATHS.history, { action: 'content restored', version: version.n, restored: n, text });
  });
}
