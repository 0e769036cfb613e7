import { AMBER, INK, PAPER, TEAL, n } from './util.ts';

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
