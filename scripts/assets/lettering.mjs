// Lettering: Inter outlines as SVG paths (HarfBuzz shapes, so kerning is the font's own). No
// system font is involved: images look the same on any build machine.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { n } from './util.mjs';

const require = createRequire(import.meta.url);

/** harfbuzzjs is subset-font's engine; resolve it from there so a nested install works too. */
export async function loadHarfBuzz() {
  const fromSubsetFont = createRequire(require.resolve('subset-font'));
  return import(pathToFileURL(fromSubsetFont.resolve('harfbuzzjs')).href);
}

/**
 * @param {Buffer} ttf a TrueType (sfnt) font
 * @returns a typesetter: `line(text, opts)` gives `{ d, width }`, an SVG path in pixels whose
 *   origin is the left end of the baseline, and `measure(text, opts)`.
 */
export async function createTypesetter(ttf) {
  const hb = await loadHarfBuzz();
  const face = new hb.Face(new hb.Blob(ttf));
  const upem = face.upem;
  const available = new Set(face.collectUnicodes());
  const fonts = new Map();
  const fontFor = (weight) => {
    if (!fonts.has(weight)) {
      const font = new hb.Font(face);
      font.setVariations([new hb.Variation('wght', weight)]);
      fonts.set(weight, font);
    }
    return fonts.get(weight);
  };

  function shape(text, weight) {
    for (const ch of text) {
      if (!available.has(ch.codePointAt(0))) {
        throw new Error(`assets: the font has no glyph for ${JSON.stringify(ch)} (in ${JSON.stringify(text)})`);
      }
    }
    const font = fontFor(weight);
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.setDirection(hb.Direction.LTR);
    buffer.setScript('Latn');
    buffer.setLanguage('de');
    hb.shape(font, buffer);
    return { font, glyphs: buffer.getGlyphInfosAndPositions() };
  }

  function measure(text, { size, weight = 400, tracking = 0 }) {
    const { glyphs } = shape(text, weight);
    const s = size / upem;
    const track = tracking * size;
    let x = 0;
    glyphs.forEach((g, i) => (x += g.xAdvance * s + (i < glyphs.length - 1 ? track : 0)));
    return x;
  }

  function line(text, { size, weight = 400, tracking = 0, x = 0, y = 0 }) {
    const { font, glyphs } = shape(text, weight);
    const s = size / upem;
    const track = tracking * size;
    const parts = [];
    let penX = x;
    const draw = new hb.DrawFuncs();
    let ox = 0;
    let oy = 0;
    const P = (px, py) => `${n(ox + px * s)} ${n(oy - py * s)}`;
    draw.setMoveToFunc((px, py) => parts.push(`M${P(px, py)}`));
    draw.setLineToFunc((px, py) => parts.push(`L${P(px, py)}`));
    draw.setQuadraticToFunc((cx, cy, px, py) => parts.push(`Q${P(cx, cy)} ${P(px, py)}`));
    draw.setCubicToFunc((ax, ay, bx, by, px, py) => parts.push(`C${P(ax, ay)} ${P(bx, by)} ${P(px, py)}`));
    draw.setClosePathFunc(() => parts.push('Z'));
    glyphs.forEach((g, i) => {
      ox = penX + (g.xOffset ?? 0) * s;
      oy = y - (g.yOffset ?? 0) * s;
      font.drawGlyph(g.codepoint, draw);
      penX += g.xAdvance * s + (i < glyphs.length - 1 ? track : 0);
    });
    return { d: parts.join(''), width: penX - x };
  }

  return { line, measure };
}

/** A text line as an SVG <path>; `anchor` is 'start', 'middle' or 'end' like text-anchor. */
export function textPath(type, text, { x, y, size, weight, tracking, fill, anchor = 'start', opacity }) {
  const width = type.measure(text, { size, weight, tracking });
  const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  const { d } = type.line(text, { size, weight, tracking, x: left, y });
  return `<path fill="${fill}"${opacity === undefined ? '' : ` fill-opacity="${opacity}"`} d="${d}"/>`;
}

