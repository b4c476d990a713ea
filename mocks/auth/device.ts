import Bowser from 'bowser'

/** Short names the history and device lists show, where Bowser's differ. */
const DEVICE_NAMES: Record<string, string> = { macOS: 'Mac' }
const BROWSER_NAMES: Record<string, string> = { 'Microsoft Edge': 'Edge' }

/**
 * Device and browser names for the login history, trusted devices and open sessions, from a user
 * agent (Bowser): the device or operating system ('iPhone', 'Windows'…) and the browser with its
 * major version ('Chrome 142'); null when unknown.
 */
export function describeUserAgent(userAgent: string): {
  deviceInfo: string | null
  browserInfo: string | null
} {
  // Bowser refuses an empty user agent.
  if (userAgent.trim() === '') return { deviceInfo: null, browserInfo: null }
  const parser = Bowser.getParser(userAgent)
  const os = parser.getOSName()
  const device = os === 'iOS' ? (parser.getPlatform().model ?? 'iPhone') : os
  const browser = parser.getBrowserName()
  const major = parser.getBrowserVersion()?.split('.')[0]
  return {
    deviceInfo: device ? (DEVICE_NAMES[device] ?? device) : null,
    browserInfo: browser && major ? `${BROWSER_NAMES[browser] ?? browser} ${major}` : null,
  }
}

/** Device and browser names of the request's user agent. */
export const deviceOf = (request: Request) =>
  describeUserAgent(request.headers.get('user-agent') ?? '')

/** Where the fixtures' members sign in from (mocks/fixtures/security.ts): a documentation address. */
export const FIXTURE_HOME_IP = '203.0.113.24'
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/

/**
 * The visitor's IP as the site forwards it. A visitor on this very machine (loopback: local runs,
 * the e2e tests) is taken for the fixtures' member at home, whose history entries then match.
 */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  if (!forwarded || !/^[0-9A-Fa-f:.]+$/.test(forwarded) || LOOPBACK.test(forwarded))
    return FIXTURE_HOME_IP
  return forwarded
}
