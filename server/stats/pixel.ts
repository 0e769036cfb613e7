// The no-JavaScript counter of statically exported pages: an image from the form server that
// names the page's path and nothing else. `referrerpolicy="origin"` keeps the page's query
// string (campaign tags, anything a link carried) out of the pixel's request; no cookie exists.
import { PIXEL_PATH } from '../../shared/stats.ts';

export function pixelTag(formEndpoint: string, pagePath: string): string {
  const src = `${formEndpoint}${PIXEL_PATH}?p=${encodeURIComponent(pagePath)}`;
  // `hidden` takes it out of the layout; browsers load hidden images all the same.
  return `<img src="${src}" alt="" width="1" height="1" hidden referrerpolicy="origin" decoding="async">`;
}

/** The page with the pixel as the last element of its body. */
export function withPixel(html: Buffer, tag: string): Buffer {
  const text = html.toString('utf8');
  const end = text.lastIndexOf('</body>');
  if (end === -1) throw new Error('the page has no </body> for the statistics pixel');
  return Buffer.from(text.slice(0, end) + tag + text.slice(end), 'utf8');
}
