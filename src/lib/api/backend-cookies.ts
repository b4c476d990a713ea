import { splitCookiesString } from 'set-cookie-parser'

/**
 * The backend's answer with one Set-Cookie header per cookie. A proxy on the way may fold them
 * into one comma-separated header (Prism's validating proxy does), which a browser reads as a
 * single cookie: the session and the cookies after it were lost. Commas inside a cookie (an
 * Expires date) are told apart by set-cookie-parser.
 */
export function withOneHeaderPerCookie(answer: Response): Response {
  const folded = answer.headers.getSetCookie()
  const cookies = folded.flatMap((header) => splitCookiesString(header))
  if (cookies.length === folded.length) return answer
  const headers = new Headers(answer.headers)
  headers.delete('set-cookie')
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return new Response(answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers,
  })
}
