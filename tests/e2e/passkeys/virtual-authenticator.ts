import type { CDPSession, Page } from '@playwright/test'

/**
 * Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain): a platform
 * authenticator with discoverable credentials and user verification, as a phone or laptop with
 * biometrics. `verifies(false)` makes it refuse the member's verification (a cancelled prompt).
 */
export async function addVirtualAuthenticator(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    verifies: (isUserVerified: boolean) =>
      cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified }),
  }
}
