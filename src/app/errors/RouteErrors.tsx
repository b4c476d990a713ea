import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { FlowErrorFallback } from '~/components/flow-error/FlowErrorHost'
import { useHydrated } from '~/components/overlays/deferred'
import { isFlowErrorAnswer } from '~/lib/api/flow-error-answer'
import type { FlowErrorState } from '~/lib/api/flow-error-store'
import { isStaleChunkError, reloadForStaleAssets } from '~/lib/browser/stale-assets'
import { ErrorPage } from './ErrorPage'
import { getPageErrorHttpStatus, getPageErrorKind } from './page-error'
import { setSsrResponseStatus } from './response-status'

/** Router default error component: picks the screen and HTTP status from the thrown error. */
export function RouteErrorPage({
  error,
  withDocumentTitle,
}: ErrorComponentProps & { withDocumentTitle?: boolean }) {
  if (import.meta.env.DEV) console.error(error)
  useEffect(() => {
    if (isStaleChunkError(error)) reloadForStaleAssets()
  }, [error])
  if (isFlowErrorAnswer(error)) return <FlowErrorAnswerPage state={error.flowError} />
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

/**
 * A page whose screen data was only a flowError: no error of the page (200), the flow-error
 * notice instead. Plain until the page runs; then FlowErrorHost opens it as the modal.
 */
function FlowErrorAnswerPage({ state }: { state: FlowErrorState }) {
  setSsrResponseStatus(200)
  const hydrated = useHydrated()
  return hydrated ? null : <FlowErrorFallback state={state} />
}
