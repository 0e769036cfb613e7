import { PassThrough, type Readable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export interface RenderOptions {
  /** After this, pending boundaries are given up and the client renders them. */
  timeoutMs: number;
  /** Errors inside boundaries that React recovered from. */
  onRecoverableError?: (error: unknown) => void;
}

/**
 * Renders a document with renderToPipeableStream. Resolves with the byte stream once the whole
 * tree is ready: every page is kept as a complete template, read by browsers and crawlers
 * alike, so there is nothing to gain from sending the shell first. Rejects when the shell
 * cannot render, which the caller turns into the 500 page.
 */
export function renderStream(element: ReactNode, options: RenderOptions): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const body = new PassThrough();
    const timer = setTimeout(() => abort(new Error(`render timed out after ${options.timeoutMs} ms`)), options.timeoutMs);
    timer.unref();
    const start = () => {
      resolve(body);
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(element, {
      onAllReady() {
        clearTimeout(timer);
        start();
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        options.onRecoverableError?.(error);
      },
    });
  });
}

/** Renders to one buffer (for the page cache and the static export). */
export async function renderToBuffer(element: ReactNode, options: RenderOptions): Promise<Buffer> {
  const stream = await renderStream(element, options);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
