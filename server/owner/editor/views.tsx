import type { ReactNode } from 'react';
import { berlinTime } from '../../../shared/clock.ts';
import type { Content } from '../../../shared/content/index.ts';
import { count } from '../../../shared/format.ts';
import type { Link } from '../../../shared/content/types.ts';
import { Links } from '../../../shared/components/SiteHeader.tsx';
import type { ContentVersion, FieldProblem } from '../../content/store.ts';
import { OWNER_PATHS } from '../paths.ts';
import type { StatusLine } from '../status.ts';
import { OwnerLayout } from '../views/OwnerLayout.tsx';
import { ActionButton, Submit } from '../views/parts.tsx';
import { Field } from './Fields.tsx';
import { getAt, inParts, placeOf, schemaAt } from './form.ts';
import { SECTIONS, type Section } from './sections.ts';

export const sectionPath = (section: Section) => `${OWNER_PATHS.content}/${section.slug}`;
const previewPath = (page: string) => `${OWNER_PATHS.preview}?${new URLSearchParams({ seite: page })}`;
export const PUBLISH = `${OWNER_PATHS.content}/veroeffentlichen`;
export const DISCARD = `${OWNER_PATHS.content}/verwerfen`;
export const restorePath = (n: number) => `${OWNER_PATHS.history}/${n}/wiederherstellen`;

export const Lines = ({ lines }: { lines: string[] }) => (
  <ul className="editor-lines">
    {lines.map((line, i) => (
      <li key={i}>{line}</li>
    ))}
  </ul>
);

interface ContentPageProps {
  /** The draft's changes against the published version. */
  changes: string[];
  /** store.problem: a file passed over at the start. */
  problem: string | null;
  /** placeholders() of the draft: the owner's to-do. */
  todo: string[];
  /** The draft's public pages, for their preview links. */
  pages: Link[];
  status: StatusLine | null;
}

export function ContentPage({ changes, problem, todo, pages, status }: ContentPageProps) {
  return (
    <OwnerLayout title="Inhalte" current={OWNER_PATHS.content} status={status}>
      {problem ? <p className="owner-card owner-signal owner-signal--alarm">{problem}</p> : null}
      <section aria-labelledby="entwurf" className="owner-card">
        <h2 id="entwurf">{changes.length ? `${count(changes.length, 'Änderung', 'Änderungen')} nicht veröffentlicht` : 'Entwurf'}</h2>
        {changes.length ? (
          <>
            <Lines lines={changes} />
            <div className="owner-actions">
              <ActionButton action={PUBLISH} label="Veröffentlichen" />
              <a className="button button--secondary" href={previewPath('/')}>
                Vorschau
              </a>
              <ActionButton action={DISCARD} label="Entwurf verwerfen …" danger />
            </div>
          </>
        ) : (
          <p className="owner-muted">Alles ist veröffentlicht.</p>
        )}
      </section>
      <nav aria-labelledby="bereiche" className="owner-card">
        <h2 id="bereiche">Bereiche der Website</h2>
        <Links className="editor-links" links={SECTIONS.map((section) => ({ href: sectionPath(section), label: section.title }))} />
      </nav>
      {todo.length ? (
        <section aria-labelledby="platzhalter" className="owner-card">
          <h2 id="platzhalter">{`${count(todo.length, 'Platzhalter', 'Platzhalter')} offen`}</h2>
          <Lines lines={todo} />
        </section>
      ) : null}
      <nav aria-labelledby="vorschau" className="owner-card">
        <h2 id="vorschau">Vorschau des Entwurfs</h2>
        <Links className="editor-links" links={pages.map((page) => ({ href: previewPath(page.href), label: page.label }))} />
      </nav>
      <p className="editor-links">
        <a href={OWNER_PATHS.history}>Versionen und Wiederherstellen</a>
      </p>
    </OwnerLayout>
  );
}

export interface SectionState {
  /** The content the form shows: the draft, or what was posted. */
  content: Content;
  /** The draft revision the form is based on, and the hash of what it showed of the draft (photo.tsx basisOf). */
  revision: number;
  basis: string;
  problems?: FieldProblem[];
  /** What another device saved meanwhile, against what the form holds. */
  conflict?: string[];
  /** The item a list button moved or added. */
  open?: string;
  status?: StatusLine | null;
  /** The upload form of `section.photo`, above the fields: the photos' part (server/content/photos.ts) hands it in. */
  upload?: ReactNode;
}

export function SectionPage({ section, state }: { section: Section; state: SectionState }) {
  const { content, revision, basis, problems = [], conflict, open, status = null, upload } = state;
  const action = sectionPath(section);
  const messages = new Map(problems.map((problem) => [problem.path.join('.'), problem.message]));
  return (
    <OwnerLayout title={section.title} current={OWNER_PATHS.content} status={status}>
      <p className="editor-links">
        <a href={OWNER_PATHS.content}>Alle Inhalte</a> · <a href={previewPath(section.preview)}>Vorschau</a>
      </p>
      {problems.length ? (
        // eslint-disable-next-line jsx-a11y/no-autofocus -- a refused save: the list of what to correct is read first
        <section aria-labelledby="fehler" className="owner-card owner-signal owner-signal--alarm" tabIndex={-1} autoFocus>
          <h2 id="fehler">{`Nicht gespeichert: ${count(problems.length, 'Feld braucht', 'Felder brauchen')} eine Korrektur`}</h2>
          <ul>
            {problems.map(({ path, message }) => (
              <li key={path.join('.')}>
                {inParts(section.parts, path) ? (
                  <a href={`#${path.join('.')}`}>{`${placeOf(path)}: ${message}`}</a>
                ) : (
                  `${placeOf(path) || 'Alle Inhalte'}: ${message}`
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {conflict ? (
        // eslint-disable-next-line jsx-a11y/no-autofocus -- a refused save: what differs is read first
        <section aria-labelledby="konflikt" className="owner-card owner-signal owner-signal--alarm" tabIndex={-1} autoFocus>
          <h2 id="konflikt">Auf einem anderen Gerät wurde inzwischen gespeichert</h2>
          <p>Vor dem Pfeil steht, was dort gespeichert ist, dahinter, was in deinem Formular steht:</p>
          <Lines lines={conflict} />
          <p>Dein Formular ist nicht gespeichert. „Speichern“ speichert es, wie es jetzt ist.</p>
        </section>
      ) : null}
      {upload}
      <form method="post" action={action} className="editor" noValidate>
        <div className="editor-save">
          <Submit kind="primary" label="Speichern" />
        </div>
        <input type="hidden" name="revision" value={revision} />
        <input type="hidden" name="basis" value={basis} />
        {section.parts.map((part) => (
          <Field
            key={part.join('.')}
            schema={schemaAt(part)!}
            name={part.join('.')}
            value={getAt(content, part)}
            problems={messages}
            open={open}
            action={action}
          />
        ))}
      </form>
    </OwnerLayout>
  );
}

export function HistoryPage({ versions, current, status }: { versions: ContentVersion[]; current: number; status: StatusLine | null }) {
  const original = { n: 0, at: '', device: '', changes: ['Die Inhalte aus dem Repository, vor jeder Veröffentlichung.'] };
  return (
    <OwnerLayout title="Versionen" current={OWNER_PATHS.content} status={status}>
      <p>Jede Veröffentlichung ist eine Version. „Wiederherstellen“ veröffentlicht eine frühere wieder, als neue Version.</p>
      <ol className="owner-leads">
        {[...versions, original].map((version) => (
          <li key={version.n} className="owner-lead">
            <h2>{`Version ${version.n}${version.n === current ? ' (veröffentlicht)' : ''}`}</h2>
            {version.at ? <p className="owner-lead__note">{`${berlinTime(version.at)}, ${version.device}`}</p> : null}
            <Lines lines={version.changes} />
            {version.n === current ? null : (
              <ActionButton action={restorePath(version.n)} label={`Version ${version.n} wiederherstellen …`} />
            )}
          </li>
        ))}
      </ol>
    </OwnerLayout>
  );
}

/** Above a previewed page, for the owner alone (a public page never renders it). */
export function PreviewBar() {
  return (
    <aside className="preview-bar" aria-label="Vorschau">
      <p className="preview-bar__title">Vorschau – noch nicht veröffentlicht</p>
      <a href={OWNER_PATHS.content}>Zurück zu den Inhalten</a>
      <form method="post" action={PUBLISH}>
        <Submit kind="primary" label="Veröffentlichen" />
      </form>
    </aside>
  );
}
