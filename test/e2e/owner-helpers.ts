// The owner's way in, for the browser specs of /intern: a one-time link made by the code
// `npm run owner -- link` runs, Chromium's virtual authenticator (the DevTools protocol's
// WebAuthn domain) in place of a phone's passkey, and the set-up page's own button.
import type { CDPSession, Page } from '@playwright/test';
import { linkUrl } from '../../server/owner/paths.ts';
import { OWNER_LIMITS, OwnerStore } from '../../server/owner/store.ts';
import { expect, type Site } from './fixtures.ts';

/**
 * The origin the owner's pages are opened on. WebAuthn takes no IP address as relying party,
 * and the test site's PUBLIC_URL is unset, so http://localhost:<port>: use this origin (not
 * site.url) for every /intern page, or the session cookie is not sent.
 */
export const ownerOrigin = (site: Site) => site.url.replace('//127.0.0.1:', '//localhost:');

/**
 * A new one-time set-up link for the site, as the CLI makes it (in the site's DATA_DIR). Every
 * spec a worker runs shares its site, and each sign-in adds a passkey: the oldest, whose pages
 * are closed, make room below the store's ceiling.
 */
export async function createOwnerLink(site: Site): Promise<string> {
  const store = new OwnerStore(site.dataDir);
  await store.update((state) => void (state.passkeys = state.passkeys.slice(-(OWNER_LIMITS.passkeys - 5))));
  const { token } = await store.createLink();
  return linkUrl(ownerOrigin(site), token);
}

/** A platform authenticator with user verification (a phone's fingerprint, say) that answers by itself. */
export async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/**
 * Signs `page` in as the owner: a new link, a virtual authenticator, the set-up page, its
 * button; ends on the overview. Returns the origin to open the owner's pages on.
 */
export async function signInAsOwner(page: Page, site: Site): Promise<string> {
  await addVirtualAuthenticator(page);
  await page.goto(await createOwnerLink(site));
  await page.getByRole('button', { name: 'Passkey anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  return ownerOrigin(site);
}
