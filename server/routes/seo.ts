import type { FastifyInstance } from 'fastify';
import type { Site } from '../../shared/content/index.ts';
import { KEYNOTES_PATH, talkTitle } from '../../shared/content/keynotes.ts';
import { priceText } from '../../shared/content/offers.ts';
import { CACHE_CONTROL } from '../render/cache-control.ts';
import { precompress, sendPrecompressed, type Precompressed } from '../render/encoding.ts';

/**
 * Crawlers: robots.txt, sitemap.xml and llms.txt (llmstxt.org), made from the published content, compressed once per
 * version. AI crawlers are welcome: the site argues for machine-readable presence and practises it.
 */
export async function seoRoutes(app: FastifyInstance) {
  const base = app.config.publicUrl;
  const text = 'text/plain; charset=utf-8';
  const files = {
    '/robots.txt': [text, robots],
    '/sitemap.xml': ['application/xml; charset=utf-8', sitemap],
    '/llms.txt': [text, llmsTxt],
  } as const;
  for (const [url, [type, make]] of Object.entries(files)) {
    let made: { version: number; body: Promise<Precompressed> } | undefined;
    app.get(url, async (request, reply) => {
      const { version, site } = app.content.published();
      if (made?.version !== version) made = { version, body: precompress(Buffer.from(make(base, site), 'utf8')) };
      return sendPrecompressed(request, reply.type(type).header('cache-control', CACHE_CONTROL.page), await made.body);
    });
  }
}

function robots(base: string, { content }: Site): string {
  return `# ${content.identity.name}: search engines and AI assistants are welcome.
User-agent: *
Allow: /
Disallow: /sendForm.php
Disallow: /form-token

Sitemap: ${base}/sitemap.xml
`;
}

function sitemap(base: string, { pages }: Site): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${pages.map((page) => `  <url><loc>${escapeXml(base + page.path)}</loc></url>`).join('\n')}
</urlset>
`;
}

/** llms.txt: an H1 with the name, a blockquote summary, then sections of links with notes. */
function llmsTxt(base: string, { content, offers }: Site): string {
  const { identity, home, keynotes } = content;
  const plain = (s: string) => s.replace(/\u00a0/g, ' ');
  const offerLines = offers.map((o) => `- [${o.title}](${base}${o.page.path}): ${plain(priceText(o))}. ${plain(o.summary)}`);
  const talkLines = keynotes.topics.map(
    (t) => `- [${talkTitle(t)}](${base}${KEYNOTES_PATH}#${t.id}): ${plain(`${t.description} ${t.format}, ${t.length}, ${t.languages}.`)}`,
  );
  return `# ${identity.name}

> ${identity.name} ist ${identity.jobTitle} in ${identity.address.city} (${identity.accolade}). Seine Angebote: ${offers.map((o) => o.title).join(', ')}; dazu Keynotes zu KI im Unternehmen. Alle Preise sind Festpreise.

${plain(home.hero.lead)}

## Angebote

${offerLines.join('\n')}

## Keynotes

Übersicht mit Formaten, Längen, Publikum und Sprachen: ${base}${KEYNOTES_PATH}

${talkLines.join('\n')}

## Kontakt

- [Kontaktformular](${base}/#contact): Antwort innerhalb von 24 Stunden; oft reichen 15 Minuten für ein erstes Gespräch.
- E-Mail: ${identity.email}
- Telefon: ${identity.phone}
- [LinkedIn](${identity.linkedinUrl})
- [Newsletter „${identity.newsletterName}“](${identity.newsletterUrl}): wöchentlich, nur auf LinkedIn.

## Rechtliches

- [Impressum](${base}/impressum)
- [Datenschutzerklärung](${base}/datenschutz)

## Optional

- [Brief aus der Zukunft](${base}/brief-aus-der-zukunft): ein Essay darüber, wie Unternehmen KI gut genutzt haben werden.
`;
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
