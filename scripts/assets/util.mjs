// Shared by the asset modules: the palette, SVG number output and hashed file names.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

// Palette (kept in step with the custom properties in client/styles/tokens.css).
export const INK = '#0f1b2d';
export const INK_DEEP = '#0a1320';
export const INK_LIFT = '#1b2f4b';
export const IVORY = '#f4efe6';
export const AMBER = '#c8a25a';
export const AMBER_LIGHT = '#e0c488';
export const PAPER = '#f6f3ee';
export const TEAL = '#4f8a8b';
export const MUTED = '#c3cad6';

export const hash8 = (data) => createHash('sha256').update(data).digest('hex').slice(0, 8);

/** Round for SVG output: short, and identical on every run. */
export const n = (v) => {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
};

export async function writeHashed(dir, base, ext, data) {
  const name = `${base}-${hash8(data)}.${ext}`;
  await writeFile(path.join(dir, name), data);
  return `/assets/${name}`;
}
