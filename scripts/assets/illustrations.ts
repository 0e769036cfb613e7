// Drawn illustrations: the sparring image and the placeholders that stand in for the owner's
// photos (portrait, stage) until he drops them into public/images/.
import { AMBER, AMBER_LIGHT, INK, INK_DEEP, INK_LIFT, IVORY, MUTED, PAPER, TEAL, n, type Identity } from './util.ts';
import { inkBackdrop } from './brand.ts';
import { textPath, type Typesetter } from './lettering.ts';

export function sparringSvg(w: number, h: number): string {
  // Two people face each other; each has a speech bubble, the bubbles overlap, and where they
  // overlap (what both bring in) is amber. A spark above: the idea that comes out of it.
  const person = ({ x, dir, color }: { x: number; dir: 1 | -1; color: string }): string =>
    `<g transform="translate(${x} 0) scale(${dir} 1)" fill="${color}">` +
    `<circle cx="14" cy="278" r="50"/>` +
    `<path d="M-116 600C-118 462 -86 356 -6 344C62 334 106 380 120 462C126 508 125 560 123 600Z"/></g>`;
  // The left bubble: a circle with a tail toward its speaker (down-left); the right one mirrors it.
  const c = { x: 352, y: 170 };
  const r = 72;
  const at = (deg: number, radius = r): string => {
    const a = (deg * Math.PI) / 180;
    return `${n(c.x + radius * Math.cos(a))} ${n(c.y + radius * Math.sin(a))}`;
  };
  const bubble = `M${at(142)}A${r} ${r} 0 1 1 ${at(114)}L${at(134, r + 24)}Z`;
  const mirror = `translate(${w} 0) scale(-1 1)`;
  const spark = (x: number, y: number, k: number): string => {
    const q = k * 0.16;
    return `M${x} ${y - k}C${x + q} ${y - q} ${x + q} ${y - q} ${x + k} ${y}C${x + q} ${y + q} ${x + q} ${y + q} ${x} ${y + k}C${x - q} ${y + q} ${x - q} ${y + q} ${x - k} ${y}C${x - q} ${y - q} ${x - q} ${y - q} ${x} ${y - k}Z`;
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><clipPath id="left"><path d="${bubble}"/></clipPath></defs>
<rect width="${w}" height="${h}" fill="${PAPER}"/>
<circle cx="400" cy="350" r="232" fill="#efe7da"/>
<path d="M168 350A232 232 0 0 1 632 350" fill="none" stroke="${AMBER}" stroke-opacity="0.45" stroke-width="2" stroke-dasharray="0.1 8" stroke-linecap="round"/>
${person({ x: 222, dir: 1, color: INK })}
${person({ x: 578, dir: -1, color: TEAL })}
<g clip-path="url(#left)"><path d="${bubble}" transform="${mirror}" fill="${AMBER}"/></g>
<g fill="none" stroke-width="7" stroke-linejoin="round">
  <path d="${bubble}" stroke="${INK}"/>
  <path d="${bubble}" stroke="${TEAL}" transform="${mirror}"/>
</g>
<g fill="${INK}"><circle cx="306" cy="170" r="6"/><circle cx="326" cy="170" r="6"/><circle cx="346" cy="170" r="6"/></g>
<g stroke="${TEAL}" stroke-width="7" stroke-linecap="round"><path d="M458 160H490"/><path d="M458 180H478"/></g>
<path d="${spark(400, 58, 16)}" fill="${AMBER}"/>
<path d="${spark(434, 72, 7)}" fill="${TEAL}"/>
<path d="${spark(368, 76, 5)}" fill="${INK}"/>
</svg>`;
}

/**
 * The portrait placeholder (480 × 600 units): a neutral head-and-shoulders silhouette in
 * ink on the site's backdrop, with name and place set in Inter. It reads as "a person goes
 * here" rather than as a logo; the owner's portrait.jpg replaces it.
 */
export function portraitPlaceholderSvg(type: Typesetter, identity: Identity): string {
  const w = 480;
  const h = 600;
  const cx = w / 2;
  const backdrop = inkBackdrop({ w, h, cx, cy: 250, x2: 0.55, mid: 0.55, glow: [280, 0.6], fade: 340, grid: [40, 40, 20, 0.045] });
  const shoulders = `M50 ${h}C56 474 122 404 208 382C224 394 256 394 272 382C358 404 424 474 430 ${h}Z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
${backdrop.defs}
  <linearGradient id="figure" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#3a5678"/><stop offset="1" stop-color="${INK_LIFT}"/>
  </linearGradient>
  <linearGradient id="foot" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${INK_DEEP}" stop-opacity="0"/><stop offset="1" stop-color="${INK_DEEP}" stop-opacity="0.92"/>
  </linearGradient>
  <linearGradient id="gold" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="${AMBER}" stop-opacity="0"/><stop offset="0.5" stop-color="${AMBER_LIGHT}"/><stop offset="1" stop-color="${AMBER}" stop-opacity="0"/>
  </linearGradient>
</defs>
${backdrop.layers}
<circle cx="${cx}" cy="236" r="150" fill="none" stroke="${AMBER}" stroke-opacity="0.35" stroke-width="1.25"/>
<g fill="url(#figure)">
  <path d="M216 290H264V392H216Z"/>
  <ellipse cx="${cx}" cy="232" rx="58" ry="72"/>
  <path d="${shoulders}"/>
</g>
<path d="M286 192C302 214 304 258 286 286" fill="none" stroke="${AMBER_LIGHT}" stroke-opacity="0.55" stroke-width="2" stroke-linecap="round"/>
<path d="M300 392C356 412 400 460 414 530" fill="none" stroke="${AMBER_LIGHT}" stroke-opacity="0.4" stroke-width="2" stroke-linecap="round"/>
<rect y="430" width="${w}" height="${h - 430}" fill="url(#foot)"/>
<rect x="${cx - 90}" y="492" width="180" height="1.5" fill="url(#gold)"/>
${textPath(type, identity.name.toUpperCase(), { x: cx, y: 530, size: 15, weight: 560, tracking: 0.28, fill: IVORY, anchor: 'middle', opacity: 0.92 })}
${textPath(type, `KI-BERATUNG · ${identity.address.city.toUpperCase()}`, { x: cx, y: 556, size: 11.5, weight: 500, tracking: 0.3, fill: AMBER_LIGHT, anchor: 'middle', opacity: 0.9 })}
</svg>`;
}

/**
 * The stage photo placeholder (1200 × 800 units): a speaker in a spotlight beside a projected
 * slide, the audience's heads in the foreground. The owner's stage.jpg replaces it.
 */
export function stagePlaceholderSvg(): string {
  const w = 1200;
  const h = 800;
  const heads: string[] = [];
  for (let i = 0; i < 15; i++) {
    const x = 40 + i * 80 + (i % 2) * 14;
    const y = 720 + (i % 3) * 14;
    heads.push(
      `M${x - 44} ${h}C${x - 44} ${y + 40} ${x - 30} ${y + 22} ${x} ${y + 22}C${x + 30} ${y + 22} ${x + 44} ${y + 40} ${x + 44} ${h}Z`,
    );
    heads.push(`M${x + 24} ${y}A24 26 0 1 1 ${x - 24} ${y}A24 26 0 1 1 ${x + 24} ${y}Z`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
  <linearGradient id="room" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${INK_DEEP}"/><stop offset="0.7" stop-color="${INK}"/><stop offset="1" stop-color="${INK_DEEP}"/>
  </linearGradient>
  <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${AMBER_LIGHT}" stop-opacity="0.34"/><stop offset="1" stop-color="${AMBER_LIGHT}" stop-opacity="0.04"/>
  </linearGradient>
  <radialGradient id="pool" cx="400" cy="600" r="230" gradientUnits="userSpaceOnUse" gradientTransform="translate(0 450) scale(1 0.25)">
    <stop offset="0" stop-color="${AMBER_LIGHT}" stop-opacity="0.45"/><stop offset="1" stop-color="${AMBER_LIGHT}" stop-opacity="0"/>
  </radialGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#room)"/>
<rect x="0" y="592" width="${w}" height="4" fill="${INK_LIFT}"/>
<rect x="620" y="170" width="480" height="280" rx="6" fill="${INK_LIFT}" stroke="${IVORY}" stroke-opacity="0.12"/>
<g fill="${IVORY}" fill-opacity="0.5"><rect x="664" y="214" width="220" height="14" rx="7"/></g>
<g fill="${MUTED}" fill-opacity="0.22"><rect x="664" y="252" width="360" height="8" rx="4"/><rect x="664" y="274" width="310" height="8" rx="4"/><rect x="664" y="296" width="340" height="8" rx="4"/></g>
<path d="M664 410L744 370L824 384L904 334L984 346L1056 300" fill="none" stroke="${AMBER}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M340 0H460L620 600H180Z" fill="url(#beam)"/>
<rect width="${w}" height="${h}" fill="url(#pool)"/>
<g fill="#2f4a6e">
  <circle cx="400" cy="330" r="34"/>
  <path d="M344 600L352 470C352 410 372 380 400 380C428 380 448 410 448 470L456 600Z"/>
  <path d="M440 410L492 372L500 382L452 430Z"/>
</g>
<g fill="#050b14">${heads.map((d) => `<path d="${d}"/>`).join('')}</g>
</svg>`;
}
