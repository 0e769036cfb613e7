// A software passkey for the tap tests: a P-256 key that answers the WebAuthn ceremonies the way
// an authenticator does (attestation "none", user present and verified), so the server's real
// verification (SimpleWebAuthn) runs on every request. The browser specs use Chromium's own.
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64u = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest();
const bytes = (buffer: Buffer) => new Uint8Array(buffer);
/** Authenticator data flags: user present, user verified, attested credential data. */
const UP_UV = 0x05;
const AT = 0x40;

export class SoftPasskey {
  private readonly key = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  readonly id = b64u(randomBytes(16));
  private counter = 0;

  /** `origin`: the page the ceremony runs on, e.g. https://www.example.de. */
  constructor(private readonly origin: string) {}

  private clientData(type: string, challenge: string, origin = this.origin) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  register({ challenge }: { challenge: string }, origin?: string): RegistrationResponseJSON {
    const jwk = this.key.publicKey.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, bytes(Buffer.from(jwk.x!, 'base64url'))],
      [-3, bytes(Buffer.from(jwk.y!, 'base64url'))],
    ]);
    const id = Buffer.from(this.id, 'base64url');
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const rpIdHash = sha256(new URL(this.origin).hostname);
    const authData = Buffer.concat([
      rpIdHash,
      Buffer.from([UP_UV | AT]),
      Buffer.alloc(4),
      Buffer.alloc(16),
      idLength,
      id,
      isoCBOR.encode(cose),
    ]);
    const attestation = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', bytes(authData)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: b64u(this.clientData('webauthn.create', challenge, origin)), attestationObject: b64u(attestation) },
    };
  }

  signIn({ challenge }: { challenge: string }, origin?: string): AuthenticationResponseJSON {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(++this.counter);
    const authData = Buffer.concat([sha256(new URL(this.origin).hostname), Buffer.from([UP_UV]), counter]);
    const clientData = this.clientData('webauthn.get', challenge, origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.key.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: b64u(clientData), authenticatorData: b64u(authData), signature: b64u(signature) },
    };
  }
}
