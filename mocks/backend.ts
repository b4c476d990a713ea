import { getResponse } from 'msw'
import { handleControlRequest, isControlRequest } from './control'
import { applyFault } from './faults'
import { handleImageRequest, isImageRequest } from './images'
import { mockBackend } from './state/backend-state'
import { allHandlers } from './handlers'
import { endLapsedContracts } from './views/subscriptions'

/**
 * The embedded mock backend: one in-memory, stateful implementation of the contract inside the
 * site's server process, so server-side loaders and browser calls see the same state.
 * Order: the fixtures' images (`/__mock/images/`), `/__mock/` control endpoints, injected faults, stateful handlers, then the handlers
 * Orval generated from the contract (examples and faker data) for everything else.
 */
export async function handleMockRequest(
  request: Request,
  signal: AbortSignal = request.signal,
): Promise<Response> {
  if (isImageRequest(request)) return handleImageRequest(request)
  if (isControlRequest(request)) return handleControlRequest(request)
  const fault = mockBackend.faults.take(request)
  if (fault) {
    const faulty = await applyFault(fault, signal)
    if (faulty) return faulty
  }
  try {
    endLapsedContracts(mockBackend.state.accounts, mockBackend.clock.nowMs())
    const response = await getResponse(allHandlers, request)
    return (
      response ??
      Response.json(
        {
          code: 'NOT_FOUND',
          message: 'No mock handler for this request',
          requestId: crypto.randomUUID(),
        },
        { status: 404 },
      )
    )
  } catch (error) {
    // A bug in a stateful handler: answer like a failing backend instead of crashing the page.
    console.error('[mock backend]', request.method, request.url, error)
    return Response.json(
      { code: 'INTERNAL_ERROR', message: 'エラーが発生しました', requestId: crypto.randomUUID() },
      { status: 500 },
    )
  }
}
