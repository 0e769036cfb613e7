import type { SiteTexts } from '../../content/site.ts';
import { Layout } from '../Layout.tsx';

/** The designed 404 and 500 pages. */
export function ErrorPage({ content, code }: { content: SiteTexts['notFound']; code: 404 | 500 }) {
  return (
    <Layout className="error-page">
      <div className="error">
        <p className="error__code" aria-hidden="true">
          {code}
        </p>
        <h1 className="error__title">{content.title}</h1>
        <p className="error__text">{content.text}</p>
        <p>
          <a className="button button--primary" href="/">
            {content.homeLabel}
          </a>
        </p>
      </div>
    </Layout>
  );
}
