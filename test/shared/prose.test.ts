// The owner's texts: Markdown rendered as text (nothing in it runs or loads), placeholders filled
// from the facts, and the list of what is still invented.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import t from 'tap';
import { Inline, Markdown } from '../../shared/components/Markdown.tsx';
import { defaults, fill } from '../../shared/content/index.ts';
import { placeholders } from '../../shared/content/placeholders.ts';
import { site } from '../helpers.ts';

const html = (text: string, sections = false) => renderToStaticMarkup(createElement(Markdown, { text, sections }));

t.test('markdown – text is text: HTML, scripts, images and unsafe links stay inert', async (t) => {
  const out = html(
    '<script>alert(1)</script> <b>fett</b>\n\n![Foto](https://evil.example/x.png)\n\n[klick](javascript:alert(1)) [da](data:text/html,x)',
  );
  t.notMatch(out, /<script|<b>|<img|href="javascript|href="data/, 'no element from the text, no request, no script link');
  t.match(out, '&lt;script&gt;alert(1)&lt;/script&gt;', 'the HTML shows as typed');
  t.match(out, 'Foto', 'an image is its description');
  t.match(out, '<span>klick</span>', 'an unsafe link is its words');
});

t.test('markdown – headings cut sections with their anchors, links leave in a new tab, lists and emphasis render', async (t) => {
  const out = html(
    'Vorweg.\n\n## Erstens {#eins}\n\nText mit **fett** und [Link](https://example.de).\n\n- a\n- b\n\n## Zweitens\n\n1. x',
    true,
  );
  t.match(out, '<p class="prose__lead">Vorweg.</p>', 'the lead before the first section');
  t.match(out, '<section id="eins"><h2>Erstens</h2>', 'the anchor from {#…}, not shown');
  t.match(out, '<section><h2>Zweitens</h2><ol><li>x</li></ol></section>', 'a section without an anchor');
  t.match(
    out,
    '<a href="https://example.de" target="_blank" rel="noopener noreferrer">Link<span class="visually-hidden"> (öffnet in neuem Tab)</span></a>',
  );
  t.match(out, '<ul><li>a</li><li>b</li></ul>', 'a tight list holds its text directly');
  t.match(
    renderToStaticMarkup(createElement(Inline, { text: 'Mehr in der [Datenschutzerklärung](/datenschutz).' })),
    'Mehr in der <a href="/datenschutz">Datenschutzerklärung</a>.',
  );
});

t.test('placeholders – known facts are filled, any other brace stays as typed', async (t) => {
  t.equal(
    fill('{identity.name} sagt {hallo} und {identity.unbekannt}', { 'identity.name': 'Jonas' }),
    'Jonas sagt {hallo} und {identity.unbekannt}',
  );
  t.match(site.content.prose.impressum.body, 'Jonas Falkenberg', 'the Impressum names the owner');
  t.notMatch(
    JSON.stringify(site.content),
    /\{(identity|offer|privacy|retention|analytics|form)\.[\w.]+\}/,
    'no placeholder left in the defaults',
  );
  t.match(site.content.offers[0]!.page.title, 'ab 3.500\u00a0€', 'a price from its offer');
});

t.test('placeholders – the to-do lists every invented entry and every [Platzhalter: …], and forgets what was replaced', async (t) => {
  const list = placeholders(defaults);
  t.equal(list.length, 18, 'the repository ships 18');
  t.ok(
    list.some((line) => line.startsWith('Auftragsverarbeiter › Hosting: [Platzhalter:')),
    'a processor names its field',
  );
  const mended = structuredClone(defaults);
  mended.privacy.hosting = 'Hetzner Online GmbH, Gunzenhausen, Server in Nürnberg';
  mended.proof.logos.items = [];
  mended.prose.impressum.body += '\n\n[Platzhalter: Kammer]';
  const after = placeholders(mended);
  t.equal(after.length, 18 - 1 - 6 + 1, 'one processor and six logos fewer, one marker more');
  t.ok(
    after.some((line) => line.includes('Impressum') && line.endsWith('[Platzhalter: Kammer]')),
    'a marker in a document names it',
  );
});
