// The statistics' contract between server and browser: the contact form island's beacon,
// `POST /stats/event?e=<event>` without body or cookie, and its events.
export const BEACON_PATH = '/stats/event';

/** The form came into view (its island loaded); the visitor first typed into it. */
export const FORM_EVENTS = { view: 'form-view', start: 'form-start' } as const;

export type FormEvent = (typeof FORM_EVENTS)[keyof typeof FORM_EVENTS];
