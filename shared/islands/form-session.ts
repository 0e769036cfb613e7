import { useEffect, useState } from 'react';
import type { SlotDay } from '../slots.ts';
import { FIELDS, type FormSession, type TokenResponse } from '../contact.ts';
import { createStore } from '../topic-store.ts';
import { fetchSession, tokenIsOld } from './send-form.ts';
import type { Kept } from './WayFields.tsx';

/**
 * What the cached page cannot carry: the signed token with its start time, and the free slots as
 * they are now. Fetched once when the page's first form hydrates (its forms share the token); a
 * send's answer brings the next. A page that answers a post carries its token in the props.
 */
let held: TokenResponse | undefined;
let pending: Promise<FormSession | undefined> | undefined;

/** From now on the forms send with `token` (the spent one gives way to the next a send's answer brings). */
export function holdToken({ token, startTime }: TokenResponse): void {
  held = { token, startTime };
}

function load(): Promise<FormSession | undefined> {
  pending ??= fetchSession().then((session) => {
    if (session) holdToken(session);
    else pending = undefined; // none could be had: the send asks again
    return session;
  });
  return pending;
}

/** The slots on offer (the page's, then the fresh ones with the token) and the server's message when the chosen one was taken. */
export function useFormSession(given: TokenResponse | undefined, pageSlots: SlotDay[], wantsSlots: boolean) {
  const [offer, setOffer] = useState({ slots: pageSlots, notice: '' });
  useEffect(() => {
    if (given) {
      if (!held) holdToken(given);
      return;
    }
    let mounted = true;
    void load().then((session) => mounted && session && wantsSlots && setOffer({ slots: session.slots, notice: '' }));
    return () => void (mounted = false);
  }, [given, wantsSlots]);
  return [offer, setOffer] as const;
}

/**
 * Before a live send: the token into `data` – fetched if it has not come yet, renewed when it
 * was issued over half its life ago (a tab left open overnight). A token younger than the fill
 * time goes as it is: the server waits out the rest. False when no token could be had.
 */
export async function putToken(data: FormData): Promise<boolean> {
  if (!held) await load();
  if (held && tokenIsOld(held.startTime)) {
    held = pending = undefined;
    await load();
  }
  if (!held) return false;
  data.set(FIELDS.token, held.token);
  data.set(FIELDS.startTime, held.startTime);
  return true;
}

/** A booking refused with no other slot hands over to the callback form; the callback island may hydrate only after it is set. */
export const handover = createStore<Kept | undefined>(undefined);
