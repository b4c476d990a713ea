const CALLBACK_PARAMS = ['code', 'state', 'error', 'error_description'] as const

/**
 * A provider that returns by form post (response_mode=form_post) posts from its own site, so the
 * browser leaves out the SameSite=Lax session cookie; /auth/callback/form passes the answer on to
 * /auth/callback as a same-site GET, which carries it.
 */
export function callbackHref(answer: URLSearchParams): string {
  const params = new URLSearchParams()
  for (const name of CALLBACK_PARAMS) {
    const value = answer.get(name)
    if (value !== null) params.set(name, value)
  }
  const query = params.toString()
  return query ? `/auth/callback?${query}` : '/auth/callback'
}

/** POST /auth/callback/form (and a GET with the same query): 303 to /auth/callback. */
export async function forwardCallbackForm(request: Request): Promise<Response> {
  const answer =
    request.method === 'POST'
      ? new URLSearchParams(await request.text())
      : new URL(request.url).searchParams
  return new Response(null, { status: 303, headers: { location: callbackHref(answer) } })
}
