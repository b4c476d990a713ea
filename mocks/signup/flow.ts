import type { Session, SignupFlow } from '../state/types'

export function newSignupFlow(overrides: Partial<SignupFlow> = {}): SignupFlow {
  return {
    returnTo: null,
    policyConsents: null,
    email: null,
    emailVerified: false,
    method: 'email',
    externalType: null,
    socialEmail: null,
    accepted: null,
    confirmed: null,
    ...overrides,
  }
}

/** The sign-up in progress once its address is known: verified by PIN, or given by the external account. */
export function readyForForm(session: Session | undefined): SignupFlow | undefined {
  const flow = session?.signup
  if (!flow) return undefined
  const ready =
    flow.method === 'external'
      ? flow.externalType !== null
      : flow.emailVerified && flow.email !== null
  return ready ? flow : undefined
}
