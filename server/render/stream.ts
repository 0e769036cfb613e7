import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export interface RenderOptions {
  /** A render still unfinished after this is aborted and fails. */
  timeoutMs: number;
  /** Errors React reports while rendering (inside a boundary it recovers from them). */
  onError?: (error: unknown) => void;
}

/**
 * Renders a document with renderToPipeableStream into one buffer, once the whole tree is ready:
 * every page is kept as a template and sent whole, so there is nothing to gain from sending the
 * shell first. Rejects when the shell cannot render or the render outlasts `timeoutMs` (it is
 * then aborted); the caller answers with the 500 page and renders again on the next request.
 */
export function renderToBuffer(element: ReactNode, options: RenderOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks));
        callback();
      },
    });
    const timer = setTimeout(() => {
      const error = new Error(`render timed out after ${options.timeoutMs} ms`);
      reject(error);
      abort(error);
    }, options.timeoutMs);
    timer.unref();
    const { pipe, abort } = renderToPipeableStream(element, {
      onAllReady() {
        clearTimeout(timer);
        pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        options.onError?.(error);
      },
    });
  });
}
