const PROBE_ORIGIN = 'http://same-origin.invalid'
// Control characters and backslashes: browsers strip or reinterpret them, turning a path offsite.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/

/**
 * Returns `target` when it is a path on this site, else `fallback`. Used for every
 * `redirectTo` and `returnTo`. Rejects protocol-relative (`//evil`, `/\evil`), absolute URLs and
 * other schemes (`javascript:`), encoded tricks that decode to those, control characters and
 * whitespace around the value. `allowedOrigins` lists extra absolute origins the backend may
 * send users to (external sign-in, payment providers).
 */
export function safeRedirectPath(
  target: unknown,
  fallback = '/',
  allowedOrigins: readonly string[] = [],
): string {
  if (typeof target !== 'string' || target === '' || target !== target.trim()) return fallback
  if (UNSAFE_CHARACTERS.test(target)) return fallback
  if (isAllowedAbsolute(target, allowedOrigins)) return target
  if (!target.startsWith('/') || target.startsWith('//')) return fallback
  if (decodesToOffsite(target)) return fallback
  const url = new URL(target, PROBE_ORIGIN)
  // Dot segments can leave two slashes in front ('/..//evil.example' → '//evil.example'), which
  // a browser reads as another site.
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return fallback
  return url.pathname + url.search + url.hash
}

function isAllowedAbsolute(target: string, allowedOrigins: readonly string[]): boolean {
  if (allowedOrigins.length === 0 || !/^https?:\/\//i.test(target)) return false
  try {
    const url = new URL(target)
    return url.username === '' && url.password === '' && allowedOrigins.includes(url.origin)
  } catch {
    return false
  }
}

function decodesToOffsite(target: string): boolean {
  let current = target
  for (let round = 0; round < 3; round++) {
    let decoded: string
    try {
      decoded = decodeURIComponent(current)
    } catch {
      return true
    }
    if (decoded.startsWith('//') || UNSAFE_CHARACTERS.test(decoded)) {
      return true
    }
    if (decoded === current) return false
    current = decoded
  }
  return true
}
