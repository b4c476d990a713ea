import type { ErrorComponentProps } from '@tanstack/react-router'
import { ErrorPage } from './ErrorPage'
import { getPageErrorHttpStatus, getPageErrorKind } from './page-error'

/** Router default error component: picks the screen and HTTP status from the thrown error. */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  if (import.meta.env.DEV) console.error(error)
  return (
    <ErrorPage
      kind={getPageErrorKind(error)}
      httpStatus={getPageErrorHttpStatus(error)}
      error={error}
    />
  )
}

/** Router default not-found component (HTTP 404). */
export function NotFoundPage() {
  return <ErrorPage kind={404} httpStatus={404} />
}
