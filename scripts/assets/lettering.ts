// Lettering: Inter outlines as SVG paths (HarfBuzz shapes, so kerning is the font's own). No
// system font is involved: images look the same on any build machine.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type * as HarfBuzz from 'harfbuzzjs';
import { n } from './util.ts';

const require = createRequire(import.meta.url);

/** harfbuzzjs is subset-font's engine; resolve it from there so a nested install works too. */
export async function loadHarfBuzz(): Promise<typeof HarfBuzz> {
  const fromSubsetFont = createRequire(require.resolve('subset-font'));
  return import(pathToFileURL(fromSubsetFont.resolve('harfbuzzjs')).href) as Promise<typeof HarfBuzz>;
}

/** How a line is set: `size` in pixels, `weight` on the wght axis, `tracking` in em. */
export interface TextStyle {
  size: number;
  weight?: number;
  tracking?: number;
}

export interface Typesetter {
  /**
   * The line as an SVG path in pixels whose origin is the left end of the baseline, placed at
   * (`x`, `y`), and its advance width.
   */
  line(text: string, style: TextStyle & { x?: number; y?: number }): { d: string; width: number };
  /** The advance width of the line in pixels. */
  measure(text: string, style: TextStyle): number;
}

/** A typesetter for `ttf`, a TrueType (sfnt) font. */
export async function createTypesetter(ttf: Uint8Array): Promise<Typesetter> {
  const hb = await loadHarfBuzz();
  const face = new hb.Face(new hb.Blob(ttf));
  const upem = face.upem;
  const available = new Set(face.collectUnicodes());
  const fonts = new Map<number, HarfBuzz.Font>();
  const fontFor = (weight: number): HarfBuzz.Font => {
    let font = fonts.get(weight);
    if (!font) {
      font = new hb.Font(face);
      font.setVariations([new hb.Variation('wght', weight)]);
      fonts.set(weight, font);
    }
    return font;
  };

  function shape(text: string, weight: number) {
    for (const ch of text) {
      if (!available.has(ch.codePointAt(0)!)) {
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

  // After shaping every glyph has its advance; only the offsets may be missing.
  const advance = (g: Partial<HarfBuzz.GlyphPosition>): number => g.xAdvance ?? 0;

  function measure(text: string, { size, weight = 400, tracking = 0 }: TextStyle): number {
    const { glyphs } = shape(text, weight);
    const s = size / upem;
    const track = tracking * size;
    let x = 0;
    glyphs.forEach((g, i) => (x += advance(g) * s + (i < glyphs.length - 1 ? track : 0)));
    return x;
  }

  function line(text: string, { size, weight = 400, tracking = 0, x = 0, y = 0 }: TextStyle & { x?: number; y?: number }) {
    const { font, glyphs } = shape(text, weight);
    const s = size / upem;
    const track = tracking * size;
    const parts: string[] = [];
    let penX = x;
    const draw = new hb.DrawFuncs();
    let ox = 0;
    let oy = 0;
    const P = (px: number, py: number): string => `${n(ox + px * s)} ${n(oy - py * s)}`;
    draw.setMoveToFunc((px, py) => parts.push(`M${P(px, py)}`));
    draw.setLineToFunc((px, py) => parts.push(`L${P(px, py)}`));
    draw.setQuadraticToFunc((cx, cy, px, py) => parts.push(`Q${P(cx, cy)} ${P(px, py)}`));
    draw.setCubicToFunc((ax, ay, bx, by, px, py) => parts.push(`C${P(ax, ay)} ${P(bx, by)} ${P(px, py)}`));
    draw.setClosePathFunc(() => parts.push('Z'));
    glyphs.forEach((g, i) => {
      ox = penX + (g.xOffset ?? 0) * s;
      oy = y - (g.yOffset ?? 0) * s;
      font.drawGlyph(g.codepoint, draw);
      penX += advance(g) * s + (i < glyphs.length - 1 ? track : 0);
    });
    return { d: parts.join(''), width: penX - x };
  }

  return { line, measure };
}

export interface TextPathOptions extends TextStyle {
  x: number;
  y: number;
  fill: string;
  /** Like text-anchor: which end of the line, or its middle, sits at `x`. */
  anchor?: 'start' | 'middle' | 'end';
  opacity?: number;
}

/** A text line as an SVG <path>. */
export function textPath(
  type: Typesetter,
  text: string,
  { x, y, size, weight, tracking, fill, anchor = 'start', opacity }: TextPathOptions,
): string {
  const width = type.measure(text, { size, weight, tracking });
  const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  const { d } = type.line(text, { size, weight, tracking, x: left, y });
  return `<path fill="${fill}"${opacity === undefined ? '' : ` fill-opacity="${opacity}"`} d="${d}"/>`;
}
