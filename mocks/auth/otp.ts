import { Secret, TOTP } from 'otpauth'
import { mockBackend } from '../state/backend-state'

const totp = (secret: string) =>
  new TOTP({
    issuer: 'CinemaStream',
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  })

/** Checks a 6-digit authenticator code against the mock's clock, one 30-second step either side. */
export const isValidOtp = (secret: string, token: string): boolean =>
  totp(secret).validate({ token, timestamp: mockBackend.clock.nowMs(), window: 1 }) !== null

/** The current code of a secret (what the member's authenticator app shows). */
export const currentOtp = (secret: string, timestamp = mockBackend.clock.nowMs()): string =>
  totp(secret).generate({ timestamp })

/** A fresh base32 secret for the OTP set-up screen. */
export const newOtpSecret = (): string => new Secret({ size: 20 }).base32

export function otpauthUri(secret: string, label: string): string {
  const otp = totp(secret)
  otp.label = label
  return otp.toString()
}
