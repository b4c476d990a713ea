import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { isoBase64URL } from '@simplewebauthn/server/helpers'
import { mockBackend } from '../state/backend-state'
import { isoJst } from '../state/dates'
import type { MemberAccount, PasskeyRecord, Session } from '../state/types'
import { deviceOf } from './device'

/**
 * The relying party of the store's passkeys (WebAuthn, @simplewebauthn/server): options with a
 * challenge kept in the session for 5 minutes, and the verification of the authenticator's answer
 * against that challenge, the site's public origin and its host as the RP ID. User verification
 * is required, so a passkey is both factors of a sign-in.
 */

export const CEREMONY_MINUTES = 5
const CEREMONY_MS = CEREMONY_MINUTES * 60 * 1000

/** The site's public origin, as the site forwards it (decision 0024). */
export function publicOrigin(request: Request): string {
  const url = new URL(request.url)
  const host = request.headers.get('x-forwarded-host') ?? url.host
  const proto = request.headers.get('x-forwarded-proto') ?? url.protocol.replace(':', '')
  return `${proto}://${host}`
}

const rpIdOf = (request: Request): string => new URL(publicOrigin(request)).hostname

/** The name a new passkey gets: the device and browser it is made on. */
export function suggestedPasskeyName(request: Request): string {
  const { deviceInfo, browserInfo } = deviceOf(request)
  const name = [deviceInfo, browserInfo].filter(Boolean).join(' / ')
  return name === '' ? 'パスキー' : name
}

const descriptors = (account: MemberAccount) =>
  account.passkeys.map(({ id, transports }) => ({ id, transports }))

export async function registrationOptions(
  request: Request,
  session: Session,
  account: MemberAccount,
) {
  const options = await generateRegistrationOptions({
    rpName: mockBackend.state.store.settings.serviceName,
    rpID: rpIdOf(request),
    userName: account.loginId ?? account.email,
    userID: new TextEncoder().encode(account.id),
    userDisplayName: account.email,
    timeout: CEREMONY_MS,
    attestationType: 'none',
    excludeCredentials: descriptors(account),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  })
  session.passkeyCeremony = { challenge: options.challenge, issuedAt: mockBackend.clock.nowMs() }
  return options
}

export async function authenticationOptions(
  request: Request,
  session: Session,
  account: MemberAccount | undefined,
) {
  const options = await generateAuthenticationOptions({
    rpID: rpIdOf(request),
    allowCredentials: account ? descriptors(account) : [],
    userVerification: 'required',
    timeout: CEREMONY_MS,
  })
  session.passkeyCeremony = { challenge: options.challenge, issuedAt: mockBackend.clock.nowMs() }
  return options
}

/** This session's challenge, once: null when none was issued, it was used, or it is too old. */
function takeChallenge(session: Session | undefined): string | null {
  const ceremony = session?.passkeyCeremony
  if (!session || !ceremony) return null
  session.passkeyCeremony = null
  return mockBackend.clock.nowMs() - ceremony.issuedAt <= CEREMONY_MS ? ceremony.challenge : null
}

export type Verdict<T> = { ok: true; value: T } | { ok: false; reason: 'expired' | 'refused' }

/** The new passkey, when the answer verifies against this session's options. */
export async function verifyRegistration(
  request: Request,
  session: Session,
  credential: RegistrationResponseJSON,
): Promise<Verdict<PasskeyRecord>> {
  const challenge = takeChallenge(session)
  if (!challenge) return { ok: false, reason: 'expired' }
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: publicOrigin(request),
      expectedRPID: rpIdOf(request),
      requireUserVerification: true,
    })
    if (!verified) return { ok: false, reason: 'refused' }
    const { credential: made, credentialBackedUp } = registrationInfo
    return {
      ok: true,
      value: {
        id: made.id,
        publicKey: isoBase64URL.fromBuffer(made.publicKey),
        counter: made.counter,
        transports: made.transports ?? [],
        name: suggestedPasskeyName(request),
        createdAt: isoJst(mockBackend.now()),
        lastUsedAt: null,
        isSynced: credentialBackedUp,
      },
    }
  } catch {
    return { ok: false, reason: 'refused' }
  }
}

/**
 * The member and passkey an authentication answer proves, when it verifies against this
 * session's options; `among` limits the accounts (re-authentication: the signed-in member only).
 */
export async function verifyAuthentication(
  request: Request,
  session: Session | undefined,
  credential: AuthenticationResponseJSON,
  among: readonly MemberAccount[],
): Promise<Verdict<{ account: MemberAccount; passkey: PasskeyRecord }>> {
  const challenge = takeChallenge(session)
  if (!challenge) return { ok: false, reason: 'expired' }
  const account = among.find((candidate) =>
    candidate.passkeys.some((passkey) => passkey.id === credential.id),
  )
  const passkey = account?.passkeys.find((candidate) => candidate.id === credential.id)
  if (!account || !passkey) return { ok: false, reason: 'refused' }
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: publicOrigin(request),
      expectedRPID: rpIdOf(request),
      credential: {
        id: passkey.id,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: true,
    })
    if (!verified) return { ok: false, reason: 'refused' }
    passkey.counter = authenticationInfo.newCounter
    passkey.lastUsedAt = isoJst(mockBackend.now())
    return { ok: true, value: { account, passkey } }
  } catch {
    return { ok: false, reason: 'refused' }
  }
}
