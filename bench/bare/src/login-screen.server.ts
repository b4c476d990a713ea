/** The in-process JSON handler the login page's data comes from (the app's embedded backend). */
export function handleLoginScreen(request: Request): Response {
  const { searchParams } = new URL(request.url)
  return Response.json({
    notice: 'Sign in with your e-mail address and password.',
    email: searchParams.get('email') ?? '',
    links: [
      { label: 'Forgot your password?', href: '/password/forgot' },
      { label: 'Create an account', href: '/signup' },
      { label: 'Help', href: '/help' },
    ],
  })
}
