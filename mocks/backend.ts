import { getResponse } from 'msw'
import { handleControlRequest, isControlRequest } from './control'
import { activeContractCheck } from './contract-check'
import { applyFault, withoutOmittedFields, type Fault } from './faults'
import { handlerCandidates } from './handler-candidates'
import { handleImageRequest, isImageRequest } from './images'
import { handleProviderRequest, isProviderRequest } from './oidc/provider'
import { mockBackend } from './state/backend-state'
import { allHandlers } from './handlers'
import { endLapsedContracts } from './views/subscriptions'

const candidateHandlers = handlerCandidates(allHandlers)

/**
 * The embedded mock backend: one in-memory, stateful implementation of the contract inside the
 * site's server process, so server-side loaders and browser calls see the same state.
 * Order: the fixtures' images, the OpenID provider (mocks/oidc/provider.ts) (`/__mock/images/`), `/__mock/` control endpoints, injected faults, stateful handlers, then the handlers
 * Orval generated from the contract (examples and faker data) for everything else.
 */
export async function handleMockRequest(
  request: Request,
  signal: AbortSignal = request.signal,
): Promise<Response> {
  if (isImageRequest(request)) return handleImageRequest(request)
  if (isControlRequest(request)) return handleControlRequest(request)
  mockBackend.requests.record(request)
  // The OpenID provider (discovery, authorization, token…): OpenID Connect, not held to the contract.
  if (isProviderRequest(request)) return handleProviderRequest(request)
  const contractCheck = activeContractCheck()
  const original = contractCheck ? request.clone() : undefined
  const fault = mockBackend.faults.take(request)
  const answered = await withoutOmittedFields(fault, await answer(request, signal, fault))
  const response = await withCallerRequestId(request, answered)
  // An injected fault is wrong on purpose: only the mock's own answers are held to the contract.
  if (contractCheck && original && !fault)
    await (await contractCheck).check(original, response.clone())
  return response
}

async function answer(
  request: Request,
  signal: AbortSignal,
  fault: Fault | undefined,
): Promise<Response> {
  if (fault) {
    const faulty = await applyFault(fault, signal)
    if (faulty) return faulty
  }
  try {
    endLapsedContracts(mockBackend.state.accounts, mockBackend.clock.nowMs())
    const response = await getResponse(candidateHandlers(request), request)
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

/**
 * Like a real backend, a failure names the request id the site sent (`x-request-id`), so the id
 * on an error page is the one in the site's log line.
 */
async function withCallerRequestId(request: Request, response: Response): Promise<Response> {
  const requestId = request.headers.get('x-request-id')
  const isJson = response.headers.get('content-type')?.includes('json') ?? false
  if (!requestId || response.status < 400 || !isJson) return response
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined)
  if (typeof body !== 'object' || body === null || !('requestId' in body)) return response
  return Response.json(
    { ...body, requestId },
    { status: response.status, headers: response.headers },
  )
}
