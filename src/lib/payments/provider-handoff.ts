import { loadPage } from '../browser/load-page'
import { safeRedirectPath } from '../security/safe-redirect'
import { PAYMENT_PROVIDER_ORIGINS } from './provider-origins'

/**
 * Hand-offs to payment providers (PayPal, 3-D Secure challenge, carriers): always a full page
 * load, as the target is another site or (the embedded mock's simulated provider) a server page
 * of this one. Only a path of this site or a known provider origin is followed; anything else
 * goes to `fallback`. The provider sends the browser back to /zapi/payment-return/{provider},
 * which answers 303 to the page that shows the result.
 */
export function goToPaymentProvider(redirectTo: string | undefined, fallback: string): void {
  loadPage(safeRedirectPath(redirectTo, fallback, PAYMENT_PROVIDER_ORIGINS))
}

/** The provider's form address when it may be posted to, else null. */
export function providerFormUrl(linkUrl: string): string | null {
  const safe = safeRedirectPath(linkUrl, '', PAYMENT_PROVIDER_ORIGINS)
  return safe === '' ? null : safe
}

/**
 * Posts `params` to the provider's form address as a hidden HTML form (link-type methods,
 * 02 §7: "linkUrl and params, auto-posted as a hidden form"). False when the address is refused.
 */
export function postToPaymentProvider(
  linkUrl: string,
  params: Record<string, string>,
  doc: Document = document,
): boolean {
  const action = providerFormUrl(linkUrl)
  if (!action) return false
  const form = doc.createElement('form')
  form.method = 'post'
  form.action = action
  form.hidden = true
  for (const [name, value] of Object.entries(params)) {
    const input = doc.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = value
    form.append(input)
  }
  doc.body.append(form)
  form.submit()
  return true
}
