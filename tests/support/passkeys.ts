import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import { POST as removeRoute } from '@/app/api/user/v1/passkeys/[id]/remove/route';
import { POST as confirmOptions } from '@/app/api/user/v1/passkeys/confirm/options/route';
import { POST as registerOptions } from '@/app/api/user/v1/passkeys/register/options/route';
import { POST as register } from '@/app/api/user/v1/passkeys/register/route';
import { POST as signInOptions } from '@/app/api/user/v1/passkeys/signin/options/route';
import { POST as signIn } from '@/app/api/user/v1/passkeys/signin/route';
import { POST as secondFactorOptions } from '@/app/api/user/v1/twofactor/passkey/options/route';
import { POST as secondFactor } from '@/app/api/user/v1/twofactor/passkey/route';
import { callApi, type CallOptions, type Handler } from './api';

const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** The relying party the test requests are made on (tests/support/api.ts sends Host localhost:3000). */
export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * A software authenticator: an ES256 key pair and a signature counter, answering WebAuthn options the way
 * @simplewebauthn/browser hands a real authenticator's answer to the page ("none" attestation). Flags and the counter
 * can be set per call, so a test can make the assertions a cloned key or an authenticator without user verification
 * would make.
 */
export class SoftwareAuthenticator {
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  readonly credentialId = b64(randomBytes(16));
  counter = 0;
  userHandle: string | undefined;

  constructor(private readonly origin = TEST_ORIGIN) {}

  private coseKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
  }

  private authenticatorData(rpId: string, flags: number, counter: number, attested = Buffer.alloc(0)): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested]);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** navigator.credentials.create: a new discoverable credential for the options' user. */
  create(options: { challenge: string; rp: { id?: string }; user: { id: string } }) {
    this.userHandle = options.user.id;
    const id = isoBase64URL.toBuffer(this.credentialId);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, this.coseKey()]);
    // UP | UV | AT (attested credential data follows).
    const authData = this.authenticatorData(options.rp.id ?? 'localhost', 0x01 | 0x04 | 0x40, this.counter, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64(attestationObject),
        transports: ['internal' as const],
      },
      clientExtensionResults: {},
    };
  }

  /**
   * navigator.credentials.get: an assertion over the options' challenge. The counter grows by one unless `counter`
   * names the value to sign; `userVerified: false` leaves out the UV flag.
   */
  get(options: { challenge: string; rpId?: string }, { userVerified = true, counter }: { userVerified?: boolean; counter?: number } = {}) {
    this.counter = counter ?? this.counter + 1;
    const authData = this.authenticatorData(options.rpId ?? 'localhost', userVerified ? 0x05 : 0x01, this.counter);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.keys.privateKey);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
    };
  }
}

const handlers = {
  'passkeys/register/options': registerOptions,
  'passkeys/register': register,
  'passkeys/confirm/options': confirmOptions,
  'passkeys/signin/options': signInOptions,
  'passkeys/signin': signIn,
  'twofactor/passkey/options': secondFactorOptions,
  'twofactor/passkey': secondFactor,
} satisfies Record<string, Handler>;

/** POST user/v1/{call} of the passkey API with a JSON body. */
export function postPasskey(call: keyof typeof handlers, body: unknown = {}, options: CallOptions = {}) {
  return callApi(handlers[call], `user/v1/${call}`, { method: 'POST', body, ...options });
}

/** POST user/v1/passkeys/{id}/remove. */
export function postRemovePasskey(id: number, body: unknown, options: CallOptions = {}) {
  return callApi(removeRoute, `user/v1/passkeys/${id}/remove`, { method: 'POST', body, params: { id: String(id) }, ...options });
}
