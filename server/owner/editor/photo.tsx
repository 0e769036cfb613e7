// The owner's two photos, uploaded into the draft: a checked photo (server/content/photos.ts)
// becomes content.photos.<key>, shown after „Veröffentlichen“ like any other change; earlier files
// stay for the versions that show them.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ResponsiveImage } from '../../../shared/assets.ts';
import { mediaDirOf, PHOTO_KEYS, storePhoto, type PhotoKey } from '../../content/photos.ts';
import { OWNER_PATHS } from '../paths.ts';
import { PHOTO_FIELD, readPhoto } from '../photo-upload.ts';
import { finish } from '../status.ts';
import { Submit } from '../views/parts.tsx';
import { SECTIONS } from './sections.ts';
import { sectionPath } from './views.tsx';

const NAMES: Record<PhotoKey, string> = { portrait: 'Porträt', stage: 'Bühnenfoto' };
const uploadPath = (key: PhotoKey) => `${OWNER_PATHS.content}/foto/${key}`;

/** A short hash of what a section's form showed: a save on another section since is no conflict (routes.tsx). */
export const basisOf = (values: unknown) => createHash('sha256').update(JSON.stringify(values)).digest('base64url').slice(0, 16);

/** The upload form, with the photo the draft shows now (the owner's, else the repository's, else none). */
export function PhotoUpload({ photo, image }: { photo: PhotoKey; image: ResponsiveImage | undefined }) {
  return (
    <form method="post" action={uploadPath(photo)} encType="multipart/form-data" className="owner-card editor-photo">
      <h2 id={`${photo}-foto`}>{NAMES[photo]}</h2>
      {image ? <img src={image.variants[0]!.fallback} alt={`${NAMES[photo]} im Entwurf`} width={160} /> : <p>Noch kein Foto.</p>}
      <label htmlFor={`${photo}-datei`}>Neues Foto: JPEG, PNG, WebP oder AVIF, bis 15 MB</label>
      <input id={`${photo}-datei`} name={PHOTO_FIELD} type="file" accept="image/jpeg,image/png,image/webp,image/avif" required />
      <Submit kind="primary" label="Foto hochladen" />
    </form>
  );
}

/** POST /intern/inhalte/foto/<key>: the photo into the draft, or why not, as a status line on its section. */
export async function photoRoutes(app: FastifyInstance) {
  const { store } = app.content;
  app.post<{ Params: { key: string } }>('/inhalte/foto/:key', async (request, reply) => {
    const key = PHOTO_KEYS.find((known) => known === request.params.key);
    const section = SECTIONS.find((known) => known.photo === key);
    if (!key || !section) return reply.callNotFound();
    const back = (text: string, error = false) =>
      finish(request, reply, sectionPath(section), { action: error ? 'photo refused' : 'photo uploaded', photo: key, text, error });
    const upload = await readPhoto(request);
    if ('refused' in upload) {
      if (upload.status === 413) reply.header('connection', 'close');
      return back(upload.refused, true);
    }
    const image = await storePhoto(mediaDirOf(app.config.dataDir), key, upload.bytes);
    if ('refused' in image) return back(image.refused, true);
    const saved = await store.saveDraft(['photos', key], image, store.draft.revision);
    if (!('revision' in saved)) return back('Das Foto ließ sich nicht speichern. Bitte versuch es noch einmal.', true);
    return back(`${NAMES[key]} gespeichert – noch nicht veröffentlicht. Vorschau ansehen oder veröffentlichen.`);
  });
}
