import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * Renders a document with renderToPipeableStream into one buffer, once the whole tree is ready:
 * every page is kept as a template and sent whole, so there is nothing to gain from sending the
 * shell first. Rejects when the shell cannot render or the render outlasts `timeoutMs` (it is
 * then aborted); the caller answers with the 500 page and renders again on the next request.
 * `onError` hears the errors React reports (inside a boundary it recovers from them).
 */
export function renderToBuffer(element: ReactNode, timeoutMs: number, onError: (error: unknown) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new Error(`render timed out after ${timeoutMs} ms`);
      reject(error);
      abort(error);
    }, timeoutMs);
    timer.unref();
    const { pipe, abort } = renderToPipeableStream(element, {
      onAllReady() {
        clearTimeout(timer);
        const sink = new PassThrough();
        resolve(buffer(sink));
        pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError,
    });
  });
}
