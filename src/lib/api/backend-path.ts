/**
 * Whether a URL the API client is about to call keeps the path its operation names. Path
 * parameters arrive percent-encoded (Orval's `urlEncodeParameters`), but encoding leaves `.` and
 * `..` as they are, and a backend or proxy that decodes once more turns `%2F` or `%252e%252e`
 * into a separator or a dot segment: any of them lets a parameter lead the call to another
 * endpoint (issue 29). Pure.
 */
export function keepsItsPath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0]
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false
  return path.split('/').every(isPlainSegment)
}

/** Decodings tried: enough for a double-encoded payload (`%252e`) and more. */
const MAX_DECODINGS = 4

function isPlainSegment(segment: string): boolean {
  let text = segment
  for (let decodings = 0; decodings <= MAX_DECODINGS; decodings++) {
    if (text === '.' || text === '..' || (decodings > 0 && /[/\\]/.test(text))) return false
    if (!text.includes('%')) return true
    try {
      text = decodeURIComponent(text)
    } catch {
      return false
    }
  }
  return false
}
