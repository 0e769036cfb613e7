/**
 * Images marked `data-hide-on-error` (the sparring image): when one cannot load, the console
 * says so and the image disappears, picture element and all; the visitor sees no broken-image
 * icon. Also covers an image that failed before this script ran.
 */
export function imageFallback(doc: Document): void {
  for (const image of doc.querySelectorAll<HTMLImageElement>('img[data-hide-on-error]')) {
    const hide = () => {
      console.warn(`image could not be loaded and is hidden: ${image.currentSrc || image.src}`);
      (image.closest('picture') ?? image).hidden = true;
    };
    // `complete` with no pixels: it already failed. A lazy image not yet requested is not complete.
    if (image.complete && image.naturalWidth === 0) hide();
    else image.addEventListener('error', hide, { once: true });
  }
}
