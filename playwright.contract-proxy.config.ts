import { defineConfig } from '@playwright/test'
import base from './playwright.config'

/**
 * The flows of `npm run test:e2e:proxy`, by spec file: together they call every operation of the
 * contract that can be called through Prism (tests/e2e/support/contract-proxy.ts fails the run on
 * one they miss, naming it). Chosen for the most operations in the least time; none injects a
 * fault the contract does not allow (Prism would rightly report it).
 */
const FLOWS: Record<string, string[]> = {
  'mypage-account/plans.spec.ts': ['a member without contracts is told so'],
  'mypage-account/social.spec.ts': [
    'unlinks after the confirmation, then shows it unlinked',
    'links an external account through its provider',
  ],
  'mypage-credentials/email.spec.ts': [
    'a member with an unverified e-mail verifies it by PIN from the warning on My Page',
    'changes the contact e-mail by PIN, then the next sign-in uses the new address',
  ],
  'mypage-credentials/login-id.spec.ts': [
    'login method: without a login ID the modal leads to setting one and back, then "login ID only" is what sign-in accepts',
  ],
  'mypage-credentials/password.spec.ts': [
    'a member without a password sets a first one by e-mailed PIN, then signs in with it',
    'changes the password: wrong current and reused refused on their fields, the new one signs in',
  ],
  'mypage-payments/invoice.spec.ts': ['a payment of 0 yen or of someone else has no invoice'],
  'mypage-payments/payment-method.spec.ts': [
    'adds a card: spaced as typed, brand shown, registered without the number reaching the backend',
    'lists the methods: expired message, in-use methods without delete; deletes one after confirming',
    'a link-type method goes to the carrier by a posted form: cancelled, then registered',
    'PayPal: the browser goes to its approval page and comes back registered',
  ],
  'mypage-security/backup-codes.spec.ts': [
    'new backup codes replace the old ones: saved as .txt, and an old code is refused at sign-in',
  ],
  'mypage-security/login-history.spec.ts': [
    'with no multi-factor in the store, only signing other devices out is advised',
  ],
  'mypage-security/sessions.spec.ts': [
    'lists where the member is signed in, this device marked and first; signs the other browser out, whose next page asks it to sign in',
    'signs out everywhere else after a confirmation, and this browser stays signed in',
  ],
  'mypage-security/multi-factor.spec.ts': [
    'a member without multi-factor enables e-mail then SMS, and disables both',
    'set-up pages of a type already on, and the backup codes without multi-factor, lead back to the top',
  ],
  'mypage-security/trusted-devices.spec.ts': [
    'all devices are deleted after the confirmation, and the completion links back',
    'a deleted device stays deleted when the member leaves and comes back inside the site',
  ],
  'mypage-subscriptions/cancel.spec.ts': [
    'cancel with the plan survey, then the detail shows the cancellation requested',
  ],
  'mypage-subscriptions/payment-and-undo.spec.ts': [
    'retry on hold: refused with the expired card, paid after changing the card',
    "a change without a chosen method says '支払い方法が選択されていません'; a refused one says why",
    'cancel-request undo: done, then the detail is active again',
  ],
  'mypage-profile/basic-info.spec.ts': [
    'edit → confirm → fix → confirm → complete keeps the values, and they are saved',
    'the postal code search: several addresses open 住所を選択, none shows the failure on the field',
  ],
  'mypage-connections/connections.spec.ts': [
    'an app is disconnected after the confirmation, then gone from the list',
  ],
  'mypage-privacy/consent.spec.ts': ['newsletter: a failed save keeps the value and says so'],
  'mypage-privacy/data-export.spec.ts': [
    "downloads a copy of the member's data, named with the day, as the contract describes it, holding the member's values",
  ],
  'mypage-privacy/pin-code.spec.ts': [
    'a pasted PIN and a mismatched confirmation, then the PIN is set',
  ],
  'mypage-profile/profile-image.spec.ts': [
    'an uploaded PNG is cropped to 200×200, saved, and shown in the header',
  ],
  'mypage-privacy/re-consent.spec.ts': ['any other failure says エラーが発生しました。'],
  'oidc/code-flow.spec.ts': [
    'code flow with PKCE: sign-in, consent with an optional scope declined, tokens without it',
    'switching account signs the site out and continues as the other member',
  ],
  'oidc/screens.spec.ts': [
    'signs up inside the flow and comes back to the client as the new member',
    'inside the flow, the e-mailed second-factor code is resent after its countdown, and the new one passes',
    "every provider page refuses framing, and the forms refuse another site's posts",
    'the error page answers with the status of its query, 500 by default',
  ],
  'password-reset/password-reset.spec.ts': [
    'the legacy entry points lead to the current pages with their query',
    'resets the password from the e-mailed link, then signs in with it',
  ],
  'passkeys/mypage-passkeys.spec.ts': [
    'a passkey is added under the device name, renamed, and deleted after a confirmation',
  ],
  'passkeys/sign-in.spec.ts': [
    'a passkey signs in without the second factor, and re-authenticates',
    'the OpenID provider signs in with a passkey too',
  ],
  'plans/list.spec.ts': ['the plan list is hidden'],
  'plans/purchase.spec.ts': ['a double click on the purchase bills once'],
  'plans/signup-plans.spec.ts': [
    'right after sign-up: the completion offers the plans; a free campaign code without any registered method',
  ],
  'signin/code.spec.ts': ['signs in with the e-mailed code, then goes to returnTo'],
  'signin/logout.spec.ts': [
    'a logout that fails says so and keeps the member signed in',
    'cancel goes back to where the member came from',
  ],
  'signin/multi-factor.spec.ts': [
    'a second-factor resend refused as too early waits out its Retry-After; refused without a wait it says to try later',
  ],
  'reauthorize/reauthorize.spec.ts': ['re-authenticates with an e-mailed code, resent on request'],
  'signin/social.spec.ts': [
    'an external account already linked to another account leads to the relate error',
  ],
  'signup/catalogue-errors.spec.ts': [
    'the login ID is checked as it is left: taken or reserved says so before the form is sent',
  ],
  'signup/email-signup.spec.ts': [
    'signs up by e-mail and ends signed in, able to sign in again with the new account',
  ],
  'signup/policies-and-pin.spec.ts': [
    'a later step opened before the policies are agreed leads to them',
    'next is enabled only once every policy is read to the end and every external one agreed',
  ],
  'withdraw/withdraw.spec.ts': [
    'the member without contracts withdraws with the e-mailed PIN and can no longer sign in',
  ],
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * `npm run test:e2e:proxy`: the flows with the site on a backend in another process, through
 * Prism's validating proxy (tests/e2e/support/contract-proxy.ts); each worker has its own backend.
 */
export default defineConfig({
  ...base,
  globalSetup: './tests/e2e/support/contract-proxy.ts',
  testMatch: Object.keys(FLOWS),
  grep: new RegExp(Object.values(FLOWS).flat().map(escapeRegExp).join('|')),
})
