import type { FastifyInstance } from 'fastify';
import { home } from '../../shared/content/home.ts';
import { identity } from '../../shared/content/identity.ts';
import { formatEuro } from '../../shared/content/format.ts';
import { keynotes, talkTitle } from '../../shared/content/keynotes.ts';
import { offers } from '../../shared/content/offers.ts';
import { CACHE_CONTROL } from '../render/cache-control.ts';
import { precompress, sendPrecompressed } from '../render/encoding.ts';
import { publicPages } from '../../shared/content/site.ts';

/**
 * Crawlers: robots.txt, sitemap.xml and llms.txt (llmstxt.org), all generated from the
 * content modules. Search engines and AI crawlers acting for a user are welcome: the site
 * argues for machine-readable presence and practises it.
 */
export async function seoRoutes(app: FastifyInstance) {
  const base = app.config.publicUrl;
  const robots = `# ${identity.name}: search engines and AI assistants are welcome.
User-agent: *
Allow: /
Disallow: /sendForm.php
Disallow: /form-token

Sitemap: ${base}/sitemap.xml
`;
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${publicPages.map((page) => `  <url><loc>${escapeXml(base + page.path)}</loc></url>`).join('\n')}
</urlset>
`;
  const text = 'text/plain; charset=utf-8';
  const files = [
    ['/robots.txt', text, robots],
    ['/sitemap.xml', 'application/xml; charset=utf-8', sitemap],
    ['/llms.txt', text, llmsTxt(base)],
  ] as const;
  for (const [url, type, content] of files) {
    // The same for every request: compressed once, here.
    const body = await precompress(Buffer.from(content, 'utf8'));
    app.get(url, (request, reply) => sendPrecompressed(request, reply.type(type).header('cache-control', CACHE_CONTROL.page), body));
  }
}

/** llms.txt: an H1 with the name, a blockquote summary, then sections of links with notes. */
function llmsTxt(base: string): string {
  const plain = (s: string) => s.replace(/\u00a0/g, ' ');
  const offerLines = offers.map(
    (o) =>
      `- [${o.title}](${base}${o.page.path}): ${plain(`${o.pricePrefix} ${formatEuro(o.priceEur)} ${o.priceSuffix}`)}. ${plain(o.summary)}`,
  );
  const talkLines = keynotes.topics.map(
    (t) =>
      `- [${talkTitle(t)}](${base}${keynotes.page.path}#${t.id}): ${plain(`${t.description} ${t.format}, ${t.length}, ${t.languages}.`)}`,
  );
  return `# ${identity.name}

> ${identity.name} ist ${identity.jobTitle} in ${identity.address.city} (${identity.accolade}). Er begleitet Unternehmen als externer KI-Lead, prüft KI-Potenziale vor Ort, trainiert Führungskräfte als Sparringspartner und hält Keynotes zu KI im Unternehmen. Alle Preise sind Festpreise.

${plain(home.hero.lead)}

## Angebote

${offerLines.join('\n')}

## Keynotes

Übersicht mit Formaten, Längen, Publikum und Sprachen: ${base}${keynotes.page.path}

${talkLines.join('\n')}

## Kontakt

- [Kontaktformular](${base}/#contact): Antwort innerhalb von 24 Stunden; oft reichen 15 Minuten für ein erstes Gespräch.
- E-Mail: ${identity.email}
- Telefon: ${identity.phone.display}
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
