/**
 * Where /auth/authorize may send the browser: the authorisation pages of the external accounts
 * the spec names (LINE, Google, Yahoo! JAPAN, Facebook). Any other absolute URL is refused.
 */
export const PROVIDER_ORIGINS = [
  'https://access.line.me',
  'https://accounts.google.com',
  'https://auth.login.yahoo.co.jp',
  'https://www.facebook.com',
] as const
