/**
 * An address outside this site from the screen data, only when it is http(s) (never
 * `javascript:` or another scheme); null otherwise.
 */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}
