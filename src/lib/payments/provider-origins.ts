/**
 * The payment providers' origins the site may send the browser to, post a form to, or load a
 * card script from (besides its own paths, where the embedded mock simulates them under
 * /__mock/): PayPal's approval pages and the card/carrier provider (SBPS) with its 3-D Secure
 * pages. Any other absolute URL is refused.
 */
export const PAYMENT_PROVIDER_ORIGINS = [
  'https://www.paypal.com',
  'https://www.sandbox.paypal.com',
  'https://token.sps-system.com',
  'https://fep.sps-system.com',
  'https://stbfep.sps-system.com',
  'https://stbtoken.sps-system.com',
] as const
