import { useRef, useState } from 'react';
import type { TokenResponse } from '../contact.ts';
import { renewToken, tokenIsOld } from './send-form.ts';

/**
 * The life of the form's server-signed token: the one the page came with, the one each
 * successful answer carries for the next message, and a fresh one before a send from a tab
 * left open for half the token's life. Mock mode sends no token and only moves the start time.
 */
export function useFormToken(initial: TokenResponse, mode: 'live' | 'mock') {
  const [current, setCurrent] = useState(initial);
  // When this form load began on the page's monotonic clock (0 is the navigation start), for
  // the client's fill-time check: not the server's start time, which a skewed clock would misread.
  const loadedAt = useRef(0);
  return {
    ...current,
    elapsed: () => performance.now() - loadedAt.current,
    /** Before a live send: an old token is replaced, in `data` too, and its fill time waited out. */
    async renewIfOld(data: FormData) {
      if (mode !== 'live' || !tokenIsOld(current.startTime)) return;
      const fresh = await renewToken(data);
      if (fresh) setCurrent(fresh);
    },
    /** After a success: the spent token gives way to the next one, and the fill time starts again. */
    sent(next: TokenResponse | undefined) {
      loadedAt.current = performance.now();
      if (mode === 'mock') setCurrent((spent) => ({ ...spent, startTime: String(Date.now()) }));
      else if (next) setCurrent(next);
      else console.warn('contact form: no fresh form token; the next message may be refused');
    },
  };
}
