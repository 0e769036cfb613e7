/** The owner's URLs. Everything under PREFIX is one Fastify scope (owner/index.ts); nothing outside it sets or reads a cookie. */
export const PREFIX = '/intern';

export const OWNER_PATHS = {
  home: PREFIX,
  leads: `${PREFIX}/anfragen`,
  calls: `${PREFIX}/termine`,
  stats: `${PREFIX}/statistik`,
  content: `${PREFIX}/inhalte`,
  history: `${PREFIX}/inhalte/versionen`,
  preview: `${PREFIX}/vorschau`,
  settings: `${PREFIX}/einstellungen`,
  devices: `${PREFIX}/einstellungen/geraete`,
  signIn: `${PREFIX}/anmelden`,
  setup: `${PREFIX}/einrichten`,
  signOut: `${PREFIX}/abmelden`,
} as const;

/** The route parameters of one lead, call or device. */
export type Id = { Params: { id: string } };

export const OWNER_NAV = [
  { href: OWNER_PATHS.home, label: 'Übersicht' },
  { href: OWNER_PATHS.leads, label: 'Anfragen' },
  { href: OWNER_PATHS.calls, label: 'Termine' },
  { href: OWNER_PATHS.stats, label: 'Statistik' },
  { href: OWNER_PATHS.content, label: 'Inhalte' },
  { href: OWNER_PATHS.settings, label: 'Einstellungen' },
] as const;

/**
 * Where a sign-in goes on to: the owner page the guard was asked for (`?weiter=`, a path with
 * its query under /intern, never the sign-in or set-up itself), else the overview.
 */
export function pageAfterSignIn(asked: unknown): string {
  const base = 'http://owner.invalid';
  const url = typeof asked === 'string' && asked.length <= 300 ? URL.parse(asked, base) : null;
  const inside = url?.origin === base && (url.pathname === PREFIX || url.pathname.startsWith(`${PREFIX}/`));
  const ceremony = url && [OWNER_PATHS.signIn, OWNER_PATHS.setup].some((path) => url.pathname.startsWith(path));
  return inside && !ceremony ? url.pathname + url.search : PREFIX;
}

/** A one-time set-up link: the site's URL, the set-up page, the token (the CLI prints it, the settings page shows it). */
export const linkUrl = (publicUrl: string, token: string) => `${publicUrl}${OWNER_PATHS.setup}?token=${token}`;
