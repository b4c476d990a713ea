const DEVICES: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows NT/, 'Windows'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux/, 'Linux'],
]
const BROWSERS: [RegExp, string][] = [
  [/Edg\/(\d+)/, 'Edge'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/Version\/(\d+).*Safari/, 'Safari'],
]

/** Device and browser names for the login history and trusted devices, from the user agent. */
export function deviceOf(request: Request): {
  deviceInfo: string | null
  browserInfo: string | null
} {
  const userAgent = request.headers.get('user-agent') ?? ''
  const device = DEVICES.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null
  let browser: string | null = null
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent)
    if (match) {
      browser = `${name} ${match[1]}`
      break
    }
  }
  return { deviceInfo: device, browserInfo: browser }
}

/** Where the fixtures' members sign in from (mocks/fixtures/security.ts): a documentation address. */
const FIXTURE_HOME_IP = '203.0.113.24'
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
