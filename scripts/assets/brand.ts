// The brand marks: the monogram (the identity's initials), the icons and the Open Graph image.
import { initialsOf } from '../../shared/format.ts';
import { identity } from '../../shared/content/identity.ts';
import type { OgCard } from '../../shared/content/og-cards.ts';
import { AMBER, AMBER_LIGHT, INK, INK_DEEP, INK_LIFT, IVORY, MUTED, n } from './util.ts';
import type { Typesetter } from './lettering.ts';

/** Inter's cap height in em: the initials are centred on their capitals. */
const CAP_HEIGHT = 0.727;

/**
 * The monogram: the initials of the name in identity.ts ("JF"), as on the name card, set in
 * Inter Bold centred on (x, y), `size` px high unless it must shrink to fit `width`.
 */
function monogramAt(type: Typesetter, x: number, y: number, { size, width }: { size: number; width: number }): string {
  const initials = initialsOf(identity.name);
  const style = { weight: 700, tracking: -0.02 };
  while (size > 1 && type.measure(initials, { size, ...style }) > width) size -= 1;
  const left = x - type.measure(initials, { size, ...style }) / 2;
  return type.text(initials, { x: left, y: y + (CAP_HEIGHT * size) / 2, size, ...style, fill: IVORY });
}

/**
 * The icon: the monogram on an ink tile. For the apple-touch icon the tile is square and the
 * monogram smaller (iOS rounds the corners itself and wants a margin).
 */
export function iconSvg(type: Typesetter, size: number, { touch = false }: { touch?: boolean } = {}): string {
  const tile = touch ? '' : ' rx="22"';
  const mark = touch
    ? `<circle cx="50" cy="50" r="37" fill="none" stroke="${AMBER}" stroke-opacity="0.7" stroke-width="1"/>${monogramAt(type, 50, 50, { size: 34, width: 46 })}`
    : monogramAt(type, 50, 50, { size: 58, width: 80 });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><rect width="100" height="100"${tile} fill="${INK}"/>${mark}</svg>`;
}

const [W, H] = [1200, 630];
/** Centre of the monogram, of the glow and of the grid's fade. */
const [CX, CY] = [1010, 315];

/** The ink background: a diagonal gradient, a glow and a grid that fades out from the centre. */
function inkBackdrop(): string {
  const lines: string[] = [];
  for (let x = 30; x < W; x += 60) lines.push(`M${x} 0V${H}`);
  for (let y = 15; y < H; y += 60) lines.push(`M0 ${y}H${W}`);
  return `<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${INK_LIFT}"/><stop offset="0.5" stop-color="${INK}"/><stop offset="1" stop-color="${INK_DEEP}"/>
  </linearGradient>
  <radialGradient id="glow" cx="${CX}" cy="${CY}" r="330" gradientUnits="userSpaceOnUse">
    <stop offset="0" stop-color="#2a4468" stop-opacity="0.6"/><stop offset="1" stop-color="#2a4468" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="fade" cx="${CX}" cy="${CY}" r="420" gradientUnits="userSpaceOnUse">
    <stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000"/>
  </radialGradient>
  <mask id="gridMask"><rect width="${W}" height="${H}" fill="url(#fade)"/></mask>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
<path d="${lines.join('')}" stroke="#ffffff" stroke-opacity="0.045" stroke-width="1" mask="url(#gridMask)"/>`;
}

/**
 * The Open Graph image: the site's (name, title, accolade) or, given a `card` ({ title, line }),
 * a page's own (its title, its price line, the name at the foot).
 */
export function ogSvg(type: Typesetter, card?: OgCard): string {
  const left = 84;
  const maxText = 760;
  const heading = card?.title ?? identity.name;
  const sub = card?.line ?? identity.title;
  const foot = card ? `${identity.name} · ${identity.address.city}` : `${identity.address.city} · ${identity.email.split('@')[1]}`;
  // The heading is set as large as fits: the identity and the titles may change.
  let nameSize = 92;
  while (type.measure(heading, { size: nameSize, weight: 700, tracking: -0.02 }) > maxText) nameSize -= 2;
  let titleSize = 38;
  while (type.measure(sub, { size: titleSize, weight: 420 }) > maxText) titleSize -= 1;
  const badge = { size: 21, weight: 620, tracking: 0.12, fill: AMBER_LIGHT };
  const badgeText = identity.accolade.toUpperCase();
  const badgeWidth = type.measure(badgeText, badge) + 2 * 22 + 26;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
${inkBackdrop()}
<circle cx="${CX}" cy="${CY}" r="150" fill="none" stroke="${AMBER}" stroke-opacity="0.6" stroke-width="1.5"/>
<circle cx="${CX}" cy="${CY}" r="196" fill="none" stroke="${IVORY}" stroke-opacity="0.1" stroke-width="1.25" stroke-dasharray="2 7"/>
<circle cx="${n(CX + 150 * Math.cos(-2.3))}" cy="${n(CY + 150 * Math.sin(-2.3))}" r="5.5" fill="${AMBER_LIGHT}"/>
${monogramAt(type, CX, CY, { size: 130, width: 210 })}
<rect x="${left}" y="176" width="72" height="4" fill="${AMBER}"/>
${type.text(heading, { x: left - 4, y: 292, size: nameSize, weight: 700, tracking: -0.02, fill: IVORY })}
${type.text(sub, { x: left, y: 358, size: titleSize, weight: 420, fill: card ? AMBER_LIGHT : MUTED })}
<rect x="${left}" y="410" width="${n(badgeWidth)}" height="50" rx="25" fill="${AMBER}" fill-opacity="0.1" stroke="${AMBER}" stroke-opacity="0.75" stroke-width="1.5"/>
<path d="M${left + 28} 424.5L${left + 31.2} 431.3L${left + 38.5} 432.3L${left + 33.2} 437.4L${left + 34.5} 444.7L${left + 28} 441.2L${left + 21.5} 444.7L${left + 22.8} 437.4L${left + 17.5} 432.3L${left + 24.8} 431.3Z" fill="${AMBER_LIGHT}"/>
${type.text(badgeText, { x: left + 48, y: 442.5, ...badge })}
${type.text(foot, { x: left, y: 560, size: 20, weight: 450, tracking: 0.02, fill: MUTED, opacity: 0.7 })}
</svg>`;
}

/** ICO holding PNG images (Vista+ and every browser): 6-byte header, 16 bytes per entry, the PNGs. */
export function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer {
  // Zeroed: the reserved fields and the palette size stay 0.
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const e = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, e); // width
    header.writeUInt8(size >= 256 ? 0 : size, e + 1); // height
    header.writeUInt16LE(1, e + 4); // colour planes
    header.writeUInt16LE(32, e + 6); // bits per pixel
    header.writeUInt32LE(png.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}
