// Palette of the drawn images. INK and MUTED equal --ink and --on-dark-muted in
// client/styles/tokens.css. IVORY, AMBER_LIGHT and PAPER are close to, but not the same as,
// --on-dark (#f4f1ea), --accent-light (#e3c27f) and --paper (#faf8f4); the others have no
// CSS counterpart. Aligning them would change every image and its hashed name.
export const INK = '#0f1b2d';
export const INK_DEEP = '#0a1320';
export const INK_LIFT = '#1b2f4b';
export const IVORY = '#f4efe6';
export const AMBER = '#c8a25a';
export const AMBER_LIGHT = '#e0c488';
export const PAPER = '#f6f3ee';
export const TEAL = '#4f8a8b';
export const MUTED = '#c3cad6';

/** Round for SVG output: short, and identical on every run. */
export const n = (v: number): string => {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
};
