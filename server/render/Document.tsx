import { useContext, type ReactElement } from 'react';
import type { AssetManifest } from '../../shared/assets.ts';
import { IslandsRendered, type IslandName } from '../../shared/components/Island.tsx';
import type { Site } from '../../shared/content/index.ts';
import type { PageMeta } from '../../shared/content/types.ts';
import { PreviewContext, SiteContext } from '../../shared/components/site-context.ts';

/** A page as the routes describe it; an error page's meta has no path, so no canonical URL. */
export interface PageSpec {
  meta: PageMeta;
  ogType?: 'website' | 'article' | 'profile';
  /** Key of the page's own Open Graph image in the manifest (`ogPages`); the site's image otherwise. */
  og?: string;
  noindex?: boolean;
  /** Structured data; serialised as a data block, never executed. */
  jsonLd?: object;
  body: ReactElement;
  /** The bar of the owner's preview of a draft, at the page's top (never on a public page). */
  preview?: ReactElement;
}

/** How an owner page (/intern) is sent; such a page is never kept, never indexed, and has the owner's own stylesheet. */
export interface OwnerPageOptions {
  /** Loads the passkey module (the sign-in and set-up pages alone). */
  script?: boolean;
  status?: number;
}

/** The whole HTML document of one page from `site`'s content; `siteUrl` is the absolute base of the site. */
export function Document(props: PageSpec & { siteUrl: string; assets: AssetManifest; site: Site }) {
  const { meta, ogType = 'website', og: ogKey, noindex, jsonLd, body, preview, siteUrl, assets, site } = props;
  const og = (ogKey && assets.ogPages?.[ogKey]) || assets.og;
  const ogImage = new URL(og.url, siteUrl + '/').toString();
  const canonical = meta.path ? siteUrl + meta.path : undefined;
  // The islands rendered into the page collect in the context, for the client script's tag.
  return (
    <IslandsRendered value={new Set<IslandName>()}>
      <html lang="de">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>{meta.title}</title>
          <meta name="description" content={meta.description} />
          {noindex ? <meta name="robots" content="noindex" /> : null}
          {canonical ? <link rel="canonical" href={canonical} /> : null}
          <link rel="preload" href={assets.font.url} as="font" type="font/woff2" crossOrigin="anonymous" />
          <link rel="stylesheet" href={assets.css} />
          <link rel="icon" href={assets.icons.svg} type="image/svg+xml" />
          {assets.icons.ico ? <link rel="icon" href={assets.icons.ico} sizes="32x32" /> : null}
          <link rel="apple-touch-icon" href={assets.icons.appleTouch} />
          <meta name="theme-color" content="#0f1b2d" />
          <meta property="og:locale" content="de_DE" />
          <meta property="og:type" content={ogType} />
          <meta property="og:title" content={meta.title} />
          <meta property="og:description" content={meta.description} />
          {canonical ? <meta property="og:url" content={canonical} /> : null}
          <meta property="og:image" content={ogImage} />
          <meta property="og:image:width" content={String(og.width)} />
          <meta property="og:image:height" content={String(og.height)} />
          <meta property="og:image:type" content={og.type} />
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:title" content={meta.title} />
          <meta name="twitter:description" content={meta.description} />
          <meta name="twitter:image" content={ogImage} />
          {jsonLd ? (
            <script
              type="application/ld+json"
              // JSON-LD is data, not script; "<" is escaped so the text cannot close the element.
              dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
            />
          ) : null}
        </head>
        <body>
          <SiteContext value={site}>
            <PreviewContext value={preview}>{body}</PreviewContext>
          </SiteContext>
          <ClientScript assets={assets} />
        </body>
      </html>
    </IslandsRendered>
  );
}

/**
 * The client module, only on a page that rendered an island (pages without one ship no
 * JavaScript). Placed after the content, so every Island above has rendered and registered
 * itself by the time this renders (Fizz renders siblings in order; the page has no Suspense
 * boundary an island could be deferred by). A module script is deferred wherever it stands.
 */
function ClientScript({ assets }: { assets: AssetManifest }) {
  const islands = useContext(IslandsRendered);
  if (!islands?.size) return null;
  return (
    <>
      {assets.scriptPreload.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script type="module" src={assets.script} />
    </>
  );
}

/** The whole HTML document of an owner page; `body` is an <OwnerLayout>, which renders the title (React puts it in the head). */
export function OwnerDocument(props: OwnerPageOptions & { body: ReactElement; assets: AssetManifest; site: Site }) {
  const { body, script, assets, site } = props;
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <link rel="stylesheet" href={assets.owner.css} />
        <link rel="icon" href={assets.icons.svg} type="image/svg+xml" />
        {script ? <script type="module" src={assets.owner.script} /> : null}
      </head>
      <body>
        <SiteContext value={site}>{body}</SiteContext>
      </body>
    </html>
  );
}
