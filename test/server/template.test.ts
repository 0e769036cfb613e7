import { gunzipSync, gzipSync, brotliDecompressSync } from 'node:zlib';
import t from 'tap';
import { pageTemplate, SlottedPage, SLOTS } from '../../server/render/template.ts';

const page = (middle: string) =>
  Buffer.from(`<!DOCTYPE html><p>Grüße ${'Text '.repeat(3000)}</p>${middle}<footer>${'Fuß '.repeat(500)}</footer>`);
const slots = `<input value="${SLOTS.token}"><i data-x="${SLOTS.startTime}">${SLOTS.token}</i>`;

t.test('page template – the spliced gzip answer decodes to the filled page, whatever the values', async (t) => {
  const template = await pageTemplate(page(slots));
  if (!(template instanceof SlottedPage)) throw new Error('a page with markers has slots');
  for (const values of [
    { token: 'mwr3qhbn.JY5XJmPzG9XvfPPh.E9Kg0WAeTHo24-dR8uWFp_rHfZ7TYgHmIXQw6_r8Ht8', startTime: '1795304446123' },
    { token: '', startTime: '' },
    // Longer than one stored block (65 535 bytes).
    { token: 'x'.repeat(70_000), startTime: '1' },
  ]) {
    const gzip = template.gzip(values);
    t.ok(gunzipSync(gzip).equals(template.fill(values)), `decodes to the filled page (token of ${values.token.length} bytes)`);
  }
  const filled = template.fill({ token: 'abc', startTime: '1' });
  t.ok(template.gzip({ token: 'abc', startTime: '1' }).length < filled.length / 5, 'still compressed');
});

t.test('page template – a part after a slot refers back into the page before it', async (t) => {
  // The text after the slots repeats what came before, as a page's footer and island props do.
  const text = Array.from({ length: 400 }, (_, i) => `Satz ${(i * 7919) % 1009}: ${(i * 104729) % 7919}. `).join('');
  const template = await pageTemplate(Buffer.from(`<main>${text}</main>${slots}<footer>${text}</footer>`));
  if (!(template instanceof SlottedPage)) throw new Error('a page with markers has slots');
  const values = { token: 'mwr3qhbn.JY5XJmPzG9XvfPPh.E9Kg0WAeTHo24-dR8uWFp_rHfZ7TYgHmIXQw6_r8Ht8', startTime: '1795304446123' };
  const spliced = template.gzip(values);
  t.ok(gunzipSync(spliced).equals(template.fill(values)), 'decodes to the filled page');
  const whole = gzipSync(template.fill(values), { level: 9 }).length;
  t.ok(spliced.length < whole * 1.05, `within 5 % of gzip -9 of the whole page (${spliced.length} against ${whole})`);
});

t.test('page template – a page without slots is compressed once, in both encodings', async (t) => {
  const html = page('');
  const template = await pageTemplate(html);
  if (template instanceof SlottedPage) throw new Error('a page without markers is static');
  t.ok(template.identity.equals(html), 'the bytes as rendered');
  t.ok(brotliDecompressSync(template.br).equals(html), 'br');
  t.ok(gunzipSync(template.gzip).equals(html), 'gzip');
  t.match(template.etag, /^W\/"[\w-]{27}"$/, 'a weak ETag: it names every encoding');
});
