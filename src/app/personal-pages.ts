import type { FileRouteTypes } from '~/routeTree.gen'

/**
 * Whether a route's page shows personal data: of the signed-in member (name, contact, sign-in
 * methods, payments, contracts) or of a sign-up, sign-in or reset in progress (the address a code
 * was sent to). Such a page is sent `Cache-Control: no-store`, so no cache (the browser's disk, a
 * shared computer's back button, a proxy) keeps it; other pages are `private, no-cache`
 * (server/html-responses.ts).
 *
 * - `personal`: whoever sees it (a guest is sent elsewhere by the page's screen data);
 * - `personal-when-signed-in`: a public page that greets or describes the signed-in member;
 * - `public`: the same for everyone;
 * - `no-page`: a layout or an endpoint, which renders no page of its own.
 */
export type PersonalData = 'personal' | 'personal-when-signed-in' | 'public' | 'no-page'

export type RouteId = FileRouteTypes['id']

/**
 * The decision for every route. A new route without one fails the type check (and
 * tests/e2e/attacker/headers.spec.ts, which walks the route tree).
 */
export const PERSONAL_DATA = {
  // Layouts and endpoints
  __root__: 'no-page',
  '/_account': 'no-page',
  '/_guest': 'no-page',
  '/_login': 'no-page',
  '/_oidc': 'no-page',
  '/_signup': 'no-page',
  '/__mock/$': 'no-page',
  '/zapi/$': 'no-page',
  '/_login/auth/callback/form': 'no-page',
  '/_oidc/oidc/loginInteraction': 'no-page',
  '/_oidc/oidc/selectAccountInteraction': 'no-page',
  '/_oidc/oidc/op/$': 'no-page',
  '/_oidc/oidc/consent/form/': 'no-page',
  '/_oidc/oidc/consent/form/abort': 'no-page',
  '/_oidc/oidc/selectAccount/form/': 'no-page',
  '/_oidc/oidc/selectAccount/form/switch': 'no-page',

  // Public pages
  '/_guest/': 'personal-when-signed-in', // greets the member by name
  '/_guest/plans/': 'personal-when-signed-in', // which plans the member holds
  '/_login/logout': 'personal-when-signed-in', // how the member signs in, unverified e-mail
  '/_guest/app/licenses': 'public',
  '/_guest/forgetpassword': 'public',
  '/_guest/newpassword': 'public',
  '/_guest/social/relate/error': 'public',
  '/_login/auth/': 'public',
  '/_login/auth/authorize': 'public',
  '/_login/auth/callback/': 'public',
  '/_oidc/oidc/': 'public',
  '/_oidc/oidc/error': 'public',
  '/_oidc/oidc/signup/': 'public',
  '/_signup/signup/': 'public',
  '/_signup/signup/policy': 'public',
  '/_signup/signup/auth': 'public',

  // Sign-in and password reset
  '/_login/login/': 'public',
  '/_oidc/oidc/login/': 'public',
  '/_login/login/code': 'personal', // the address the code was sent to
  '/_oidc/oidc/login/code': 'personal',
  '/_login/login/multi-factor/': 'personal', // masked addresses and phone
  '/_login/login/multi-factor/$type': 'personal',
  '/_oidc/oidc/login/multi-factor/': 'personal',
  '/_oidc/oidc/login/multi-factor/$type': 'personal',
  '/_login/mypage/reauthorize': 'personal',
  '/_guest/password/forgot/': 'public',
  '/_guest/password/forgot/complete': 'personal', // the address the link was sent to
  '/_guest/password/reset/': 'personal', // the account the link belongs to
  '/_guest/password/reset/complete': 'public',

  // Sign-up
  '/_signup/signup/email': 'personal', // the address, refilled
  '/_oidc/oidc/signup/auth': 'personal',
  '/_signup/signup/pin-code': 'personal',
  '/_signup/signup/form': 'personal',
  '/_signup/signup/confirm': 'personal',
  '/_signup/signup/complete': 'personal',
  '/_signup/signup/plans/': 'personal', // the new member's payment methods
  '/_signup/signup/plans/$planId/confirm': 'personal',
  '/_signup/signup/plans/$planId/complete': 'personal',

  // Purchase (members only)
  '/_guest/plans/$planId/': 'personal',
  '/_guest/plans/$planId/confirm': 'personal',
  '/_guest/plans/$planId/complete': 'personal',

  // The provider's screens: the member's account and the data a client asks for
  '/_oidc/oidc/consent/': 'personal',
  '/_oidc/oidc/select-account': 'personal',

  // Withdrawal
  '/_account/withdraw/': 'personal',
  '/_account/withdraw/pin-code': 'personal',
  '/_guest/withdraw/complete': 'personal',

  // My Page
  '/_account/mypage/': 'personal',
  '/_account/mypage/plans': 'personal',
  '/_account/mypage/consent': 'personal',
  '/_account/mypage/re-consent': 'personal',
  '/_account/mypage/edit/': 'personal',
  '/_account/mypage/edit/confirm': 'personal',
  '/_account/mypage/edit/complete': 'personal',
  '/_account/mypage/profile/edit/': 'personal',
  '/_account/mypage/profile/edit/complete': 'personal',
  '/_account/mypage/email/edit/': 'personal',
  '/_account/mypage/email/edit/pin-code': 'personal',
  '/_account/mypage/email/edit/complete': 'personal',
  '/_account/mypage/email/verify/': 'personal',
  '/_account/mypage/email/verify/complete': 'personal',
  '/_account/mypage/password/edit/': 'personal',
  '/_account/mypage/password/edit/complete': 'personal',
  '/_account/mypage/enable-password/': 'personal',
  '/_account/mypage/enable-password/complete': 'personal',
  '/_account/mypage/login-id/edit/': 'personal',
  '/_account/mypage/login-id/edit/complete': 'personal',
  '/_account/mypage/login-method/': 'personal',
  '/_account/mypage/login-method/complete': 'personal',
  '/_account/mypage/login-history/': 'personal',
  '/_account/mypage/sessions/': 'personal',
  '/_account/mypage/data-export/': 'personal',
  '/_account/mypage/multi-factor/': 'personal',
  '/_account/mypage/multi-factor/email': 'personal',
  '/_account/mypage/multi-factor/sms': 'personal',
  '/_account/mypage/multi-factor/otp': 'personal',
  '/_account/mypage/multi-factor/complete': 'personal',
  '/_account/mypage/multi-factor/backup-code/': 'personal',
  '/_account/mypage/multi-factor/backup-code/generate/': 'personal',
  '/_account/mypage/multi-factor/backup-code/generate/complete': 'personal',
  '/_account/mypage/multi-factor/trusted-device/': 'personal',
  '/_account/mypage/passkeys/': 'personal',
  '/_account/mypage/multi-factor/trusted-device/bulk-delete/complete': 'personal',
  '/_account/mypage/payment-history/': 'personal',
  '/_account/mypage/invoice/$earningsId': 'personal',
  '/_account/mypage/payment-method/': 'personal',
  '/_account/mypage/payment-method/complete': 'personal',
  '/_account/mypage/payment-method/delete/complete': 'personal',
  '/_account/mypage/subscription/$subscriptionId/': 'personal',
  '/_account/mypage/subscription/$subscriptionId/payment-method/': 'personal',
  '/_account/mypage/subscription/$subscriptionId/payment-method/complete': 'personal',
  '/_account/mypage/subscription/$subscriptionId/withdraw/': 'personal',
  '/_account/mypage/subscription/$subscriptionId/withdraw/complete': 'personal',
  '/_account/mypage/pin-code/': 'personal',
  '/_account/mypage/pin-code/complete': 'personal',
  '/_account/mypage/connections/': 'personal',
  '/_account/mypage/connections/client/$clientId': 'personal',
  '/_account/mypage/connections/client/revoke/complete': 'personal',
  '/_account/mypage/social/enable/complete': 'personal',
  '/_account/mypage/social/disable/complete': 'personal',
} as const satisfies Record<RouteId, PersonalData>

/**
 * Whether the page of `routeId` must not be stored: `signedIn` is whether the backend answered
 * the page for a signed-in member (the root screen data's `authId`).
 */
export function isNoStorePage(routeId: string, signedIn: boolean): boolean {
  const decision: PersonalData | undefined = (PERSONAL_DATA as Record<string, PersonalData>)[
    routeId
  ]
  return decision === 'personal' || (decision === 'personal-when-signed-in' && signedIn)
}
