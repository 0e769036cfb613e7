import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Config } from '../config.ts';
import { hasLink, OWNER_LIMITS, tokenHash, type OwnerStore } from './store.ts';

/** Why a ceremony was refused; the routes turn it into a German sentence. */
export type Refusal = 'link-invalid' | 'too-many-passkeys' | 'no-passkeys' | 'unknown-passkey' | 'not-verified';

/** `passkey`: the credential id the browser signed in with (the session is bound to it). */
export type Outcome = { ok: true; passkey: string; link?: string } | { ok: false; reason: Refusal };

/** The ceremony's time limit in the browser; its challenge lives a little longer (session.ts). */
const CEREMONY_TIMEOUT_MS = 2 * 60_000;

/** A short, stable name of a passkey or link for the log: neither secret nor personal. */
export const short = (id: string) => id.slice(0, 8);

/**
 * The two WebAuthn ceremonies as SimpleWebAuthn's example runs them: options with a challenge (kept
 * by the browser that asked for it in a signed cookie, session.ts), the browser's answer verified
 * against it, the counter updated. The relying party is PUBLIC_URL: its host name is the rpID.
 */
export class Passkeys {
  private readonly rpID: string;
  private readonly origin: string;

  constructor(
    private readonly store: OwnerStore,
    config: Pick<Config, 'publicUrl'>,
  ) {
    ({ hostname: this.rpID, origin: this.origin } = new URL(config.publicUrl));
  }

  /** Options to create a passkey, for the holder of a valid one-time link. */
  async registrationOptions(token: string): Promise<PublicKeyCredentialCreationOptionsJSON | Refusal> {
    const state = await this.store.read();
    if (!hasLink(state, token)) return 'link-invalid';
    if (state.passkeys.length >= OWNER_LIMITS.passkeys) return 'too-many-passkeys';
    return generateRegistrationOptions({
      rpName: 'Intern',
      rpID: this.rpID,
      userName: `Intern ${this.rpID}`,
      userDisplayName: 'Intern',
      userID: new Uint8Array(Buffer.from(state.userId, 'base64url')),
      timeout: CEREMONY_TIMEOUT_MS,
      attestationType: 'none',
      excludeCredentials: state.passkeys.map(({ id, transports }) => ({ id, transports })),
      // Discoverable: the sign-in needs no list of credential ids, so it tells a stranger none.
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
  }

  /** Verifies a new passkey against `challenge`; on success it is stored under `name` and the link is used up, in one write. */
  register(token: string, response: RegistrationResponseJSON, challenge: string | undefined, name: string): Promise<Outcome> {
    return this.store.update(async (state, now): Promise<Outcome> => {
      if (!hasLink(state, token, now)) return { ok: false, reason: 'link-invalid' };
      if (state.passkeys.length >= OWNER_LIMITS.passkeys) return { ok: false, reason: 'too-many-passkeys' };
      const result = await verifyRegistrationResponse({ response, ...this.expected(challenge) }).catch(() => null);
      if (!result?.verified) return { ok: false, reason: 'not-verified' };
      const { credential } = result.registrationInfo;
      const hash = tokenHash(token);
      state.links = state.links.filter((link) => link.hash !== hash);
      state.passkeys.push({
        id: credential.id,
        name: name.trim().slice(0, OWNER_LIMITS.nameLength) || `Gerät ${state.passkeys.length + 1}`,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports,
        createdAt: new Date(now).toISOString(),
      });
      return { ok: true, passkey: credential.id, link: short(hash) };
    });
  }

  /** What every answer of a ceremony must match: its challenge, this site, a verified user. */
  private expected(challenge: string | undefined) {
    return { expectedChallenge: challenge ?? '', expectedOrigin: this.origin, expectedRPID: this.rpID, requireUserVerification: true };
  }

  /** Options to sign in with any of the owner's passkeys: the browser offers the ones it holds for this site. */
  async signInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON | Refusal> {
    if ((await this.store.read()).passkeys.length === 0) return 'no-passkeys';
    return generateAuthenticationOptions({ rpID: this.rpID, timeout: CEREMONY_TIMEOUT_MS, userVerification: 'required' });
  }

  /** Verifies a sign-in against `challenge`; on success the passkey's counter and last use are updated. */
  signIn(response: AuthenticationResponseJSON, challenge: string | undefined): Promise<Outcome> {
    return this.store.update(async (state, now): Promise<Outcome> => {
      const passkey = state.passkeys.find((p) => p.id === response?.id);
      if (!passkey) return { ok: false, reason: 'unknown-passkey' };
      const result = await verifyAuthenticationResponse({
        response,
        ...this.expected(challenge),
        credential: {
          id: passkey.id,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
          counter: passkey.counter,
          transports: passkey.transports,
        },
      }).catch(() => null);
      if (!result?.verified) return { ok: false, reason: 'not-verified' };
      passkey.counter = result.authenticationInfo.newCounter;
      passkey.lastUsedAt = new Date(now).toISOString();
      return { ok: true, passkey: passkey.id };
    });
  }
}
