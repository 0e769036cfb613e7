/** The owner's URLs. Everything under PREFIX is one Fastify scope (plugins/app/owner.ts); nothing outside it sets or reads a cookie. */
export const PREFIX = '/intern';

export const OWNER_PATHS = {
  home: PREFIX,
  leads: `${PREFIX}/anfragen`,
  stats: `${PREFIX}/statistik`,
  settings: `${PREFIX}/einstellungen`,
  signIn: `${PREFIX}/anmelden`,
  setup: `${PREFIX}/einrichten`,
  signOut: `${PREFIX}/abmelden`,
} as const;

/** The header's links, in order. */
export const OWNER_NAV = [
  { href: OWNER_PATHS.home, label: 'Übersicht' },
  { href: OWNER_PATHS.leads, label: 'Anfragen' },
  { href: OWNER_PATHS.stats, label: 'Statistik' },
  { href: OWNER_PATHS.settings, label: 'Einstellungen' },
] as const;
