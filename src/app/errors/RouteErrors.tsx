import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isStaleChunkError, reloadForStaleAssets } from '~/lib/browser/stale-assets'
import { ErrorPage } from './ErrorPage'
import { getPageErrorHttpStatus, getPageErrorKind } from './page-error'

/** Router default error component: picks the screen and HTTP status from the thrown error. */
export function RouteErrorPage({
  error,
  withDocumentTitle,
}: ErrorComponentProps & { withDocumentTitle?: boolean }) {
  if (import.meta.env.DEV) console.error(error)
  useEffect(() => {
    if (isStaleChunkError(error)) reloadForStaleAssets()
  }, [error])
  return (
    <ErrorPage
      kind={getPageErrorKind(error)}
      httpStatus={getPageErrorHttpStatus(error)}
      error={error}
      withDocumentTitle={withDocumentTitle}
    />
  )
}

/** Router default not-found component (HTTP 404). */
export function NotFoundPage({ withDocumentTitle = false }: { withDocumentTitle?: boolean } = {}) {
  return <ErrorPage kind={404} httpStatus={404} withDocumentTitle={withDocumentTitle} />
}
