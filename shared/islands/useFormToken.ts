import { useRef, useState } from 'react';
import type { TokenResponse } from '../contact.ts';
import { renewToken, tokenIsOld } from './send-form.ts';

/**
 * The life of the form's server-signed token: the one the page came with, the one an answer
 * carries for the next send (after a slot was taken meanwhile, the form sends again), and a fresh
 * one before a send from a tab left open for half the token's life. Mock mode sends no token.
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
    /** After an answer with a fresh token: the spent token gives way to it, and the fill time starts again. */
    replace(next: TokenResponse) {
      loadedAt.current = performance.now();
      setCurrent(next);
    },
  };
}
