/** The form's funnel beacons: a POST without body, cookie or anything stored; fire and forget, a lost one costs a count, not the form. */
import { useEffect, useRef } from 'react';
import { BEACON_PATH, FORM_EVENTS, type FormEvent } from '../stats.ts';

function sendFormEvent(event: FormEvent): void {
  try {
    navigator.sendBeacon(`${BEACON_PATH}?e=${event}`);
  } catch {
    // A browser without beacons, or one that refuses this one (e.g. a blocked URL), is simply not counted.
  }
}

/** Counts the form being seen (its island loads when it comes into view) and first typed into; returns its input handler. */
export function useFormFunnel(counted: boolean) {
  const started = useRef(false);
  useEffect(() => {
    if (counted) sendFormEvent(FORM_EVENTS.view);
  }, [counted]);
  return () => {
    if (!counted || started.current) return;
    started.current = true;
    sendFormEvent(FORM_EVENTS.start);
  };
}
