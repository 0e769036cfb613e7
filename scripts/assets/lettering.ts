// Lettering: Inter outlines as SVG paths (HarfBuzz shapes, so kerning is the font's own). No
// system font is involved: images look the same on any build machine.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type * as HarfBuzz from 'harfbuzzjs';
import { n } from './util.ts';

/** How a line is set: `size` in pixels, `weight` on the wght axis, `tracking` in em. */
interface TextStyle {
  size: number;
  weight?: number;
  tracking?: number;
}

export interface Typesetter {
  /** The advance width of the line in pixels. */
  measure(text: string, style: TextStyle): number;
  /** The line as an SVG <path> in pixels, the left end of its baseline at (`x`, `y`). */
  text(text: string, style: TextStyle & { x: number; y: number; fill: string; opacity?: number }): string;
}

/** A typesetter for `ttf`, a TrueType (sfnt) font. */
export async function createTypesetter(ttf: Uint8Array): Promise<Typesetter> {
  // harfbuzzjs is subset-font's engine; resolve it from there so a nested install works too.
  const fromSubsetFont = createRequire(createRequire(import.meta.url).resolve('subset-font'));
  const hb = (await import(pathToFileURL(fromSubsetFont.resolve('harfbuzzjs')).href)) as typeof HarfBuzz;
  const face = new hb.Face(new hb.Blob(ttf));
  const available = new Set(face.collectUnicodes());
  const fonts = new Map<number, HarfBuzz.Font>();

  /** The shaped glyphs, the scale from font units to pixels, and each glyph's step: its advance plus the tracking after it. */
  function shape(text: string, { size, weight = 400, tracking = 0 }: TextStyle) {
    const missing = [...text].find((ch) => !available.has(ch.codePointAt(0)!));
    if (missing) throw new Error(`assets: the font has no glyph for ${JSON.stringify(missing)} (in ${JSON.stringify(text)})`);
    let font = fonts.get(weight);
    if (!font) {
      fonts.set(weight, (font = new hb.Font(face)));
      font.setVariations([new hb.Variation('wght', weight)]);
    }
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.setDirection(hb.Direction.LTR);
    buffer.setScript('Latn');
    buffer.setLanguage('de');
    hb.shape(font, buffer);
    const glyphs = buffer.getGlyphInfosAndPositions();
    const s = size / face.upem;
    const track = tracking * size;
    // After shaping every glyph has its advance; only the offsets may be missing.
    const step = (g: Partial<HarfBuzz.GlyphPosition>, i: number) => (g.xAdvance ?? 0) * s + (i < glyphs.length - 1 ? track : 0);
    return { font, glyphs, s, step };
  }

  function measure(text: string, style: TextStyle): number {
    const { glyphs, step } = shape(text, style);
    return glyphs.reduce((x, g, i) => x + step(g, i), 0);
  }

  function text(line: string, { x, y, fill, opacity, ...style }: Parameters<Typesetter['text']>[1]): string {
    const { font, glyphs, s, step } = shape(line, style);
    const parts: string[] = [];
    let [ox, oy] = [0, 0];
    const P = (px: number, py: number): string => `${n(ox + px * s)} ${n(oy - py * s)}`;
    const draw = new hb.DrawFuncs();
    draw.setMoveToFunc((px, py) => parts.push(`M${P(px, py)}`));
    draw.setLineToFunc((px, py) => parts.push(`L${P(px, py)}`));
    draw.setQuadraticToFunc((cx, cy, px, py) => parts.push(`Q${P(cx, cy)} ${P(px, py)}`));
    draw.setCubicToFunc((ax, ay, bx, by, px, py) => parts.push(`C${P(ax, ay)} ${P(bx, by)} ${P(px, py)}`));
    draw.setClosePathFunc(() => parts.push('Z'));
    let penX = x;
    glyphs.forEach((g, i) => {
      ox = penX + (g.xOffset ?? 0) * s;
      oy = y - (g.yOffset ?? 0) * s;
      font.drawGlyph(g.codepoint, draw);
      penX += step(g, i);
    });
    return `<path fill="${fill}"${opacity === undefined ? '' : ` fill-opacity="${opacity}"`} d="${parts.join('')}"/>`;
  }

  return { measure, text };
}
