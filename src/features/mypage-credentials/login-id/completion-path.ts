/** The completion of the login ID setting, carrying the page's returnTo (the body does not). */
export function completionPath(returnTo: string | undefined): string {
  const path = '/mypage/login-id/edit/complete'
  return returnTo ? `${path}?returnTo=${encodeURIComponent(returnTo)}` : path
}
