/**
 * The statistics' contract between the server and the browser: where the contact form's
 * beacon goes, and the events it reports.
 */

/** The form island's beacon: `POST /stats/event?e=<event>`, no body, no cookie. */
export const BEACON_PATH = '/stats/event';

export const FORM_EVENTS = {
  /** The form came into view and its island loaded. */
  view: 'form-view',
  /** The visitor typed into the form for the first time. */
  start: 'form-start',
} as const;

export type FormEvent = (typeof FORM_EVENTS)[keyof typeof FORM_EVENTS];

export const isFormEvent = (value: unknown): value is FormEvent => Object.values<unknown>(FORM_EVENTS).includes(value);
