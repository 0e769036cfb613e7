// The facts of the running site that the privacy statement (prose/datenschutz.mdx) states.

/**
 * Days the server keeps a delivered lead after receiving it (an undelivered one stays until it is delivered or handled by hand): the default of
 * LEAD_RETENTION_DAYS, and the period the privacy statement names.
 */
export const LEAD_RETENTION_DAYS = 30;

/**
 * Days the log store keeps the server's log lines, as the privacy statement names them. The
 * server writes its log to stdout only: the log store (journald, README › Logs) deletes them.
 */
export const LOG_RETENTION_DAYS = 14;

/**
 * PLACEHOLDERS the owner fills in before going live: his processors (Auftragsverarbeiter,
 * Art. 28 DSGVO). `hosting`: who runs the server (and a CDN in front of it); `mailRelay`: the
 * mail service behind SMTP_URL that delivers the leads.
 */
export const processors = {
  hosting: '[Platzhalter: Name, Anschrift und Serverstandort des Hosting-Anbieters]',
  mailRelay: '[Platzhalter: Name und Anschrift des E-Mail-Dienstleisters]',
};
