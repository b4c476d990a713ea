import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers'
import { MOCK_ORIGIN } from '../http'

// Test code reads options field by field; a loose type keeps that short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Options = any

const FLAG_USER_PRESENT = 0x01
const FLAG_USER_VERIFIED = 0x04
const FLAG_ATTESTED_DATA = 0x40
const COSE_KEY = { kty: 1, alg: 3, crv: -1, x: -2 } as const
const COSE_OKP = 1
const COSE_EDDSA = -8
const COSE_ED25519 = 6

const sha256 = async (data: Uint8Array): Promise<Uint8Array> =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', data as BufferSource))
const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}
const uint32 = (value: number) => new Uint8Array([value >>> 24, value >>> 16, value >>> 8, value])
const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value))

/**
 * A passkey authenticator in software for the mock's flow tests: one Ed25519 discoverable
 * credential, made and used as a platform authenticator with user verification would (attestation
 * "none"), so that the relying party's real verification runs. The browser's part (origin in the
 * client data) is the mock's own origin.
 */
export class SoftwareAuthenticator {
  private keys: CryptoKeyPair | undefined
  private counter = 0
  readonly credentialId = isoBase64URL.fromBuffer(crypto.getRandomValues(new Uint8Array(16)))
  userHandle: string | undefined
  /** Leave out user verification, as an authenticator without a PIN or biometrics would. */
  verifiesUser = true

  private async authenticatorData(rpId: string, attested?: Uint8Array) {
    this.counter += 1
    const flags =
      FLAG_USER_PRESENT |
      (this.verifiesUser ? FLAG_USER_VERIFIED : 0) |
      (attested ? FLAG_ATTESTED_DATA : 0)
    return concat(
      await sha256(new TextEncoder().encode(rpId)),
      new Uint8Array([flags]),
      uint32(this.counter),
      attested ?? new Uint8Array(),
    )
  }

  /** The RegistrationResponseJSON answering `options` (PublicKeyCredentialCreationOptionsJSON). */
  async create(options: Options, origin = MOCK_ORIGIN) {
    this.keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
      'sign',
      'verify',
    ])) as CryptoKeyPair
    this.userHandle = options.user.id
    const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', this.keys.publicKey))
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [COSE_KEY.kty, COSE_OKP],
        [COSE_KEY.alg, COSE_EDDSA],
        [COSE_KEY.crv, COSE_ED25519],
        [COSE_KEY.x, publicKey],
      ]),
    )
    const id = isoBase64URL.toBuffer(this.credentialId)
    const attested = concat(new Uint8Array(16), new Uint8Array([0, id.length]), id, coseKey)
    const authData = await this.authenticatorData(options.rp.id, attested)
    const clientDataJSON = json({ type: 'webauthn.create', challenge: options.challenge, origin })
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as never,
    )
    return this.credential({
      clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
      attestationObject: isoBase64URL.fromBuffer(attestationObject),
      transports: ['internal'],
    })
  }

  /** The AuthenticationResponseJSON answering `options` (PublicKeyCredentialRequestOptionsJSON). */
  async get(options: Options, origin = MOCK_ORIGIN) {
    if (!this.keys) throw new Error('No passkey was made on this authenticator')
    const authData = await this.authenticatorData(options.rpId)
    const clientDataJSON = json({ type: 'webauthn.get', challenge: options.challenge, origin })
    const signed = concat(authData, await sha256(clientDataJSON))
    const signature = new Uint8Array(
      await crypto.subtle.sign({ name: 'Ed25519' }, this.keys.privateKey, signed as BufferSource),
    )
    return this.credential({
      clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
      authenticatorData: isoBase64URL.fromBuffer(authData),
      signature: isoBase64URL.fromBuffer(signature),
      userHandle: this.userHandle,
    })
  }

  /** A credential of this authenticator around a ceremony's `response`, as the browser passes it. */
  private credential<R>(response: R) {
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      response,
    }
  }
}
