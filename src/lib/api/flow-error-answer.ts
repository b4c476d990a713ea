import type { FlowErrorState } from './flow-error-store'

/**
 * A page's screen data that was only a `flowError` (the contract's EnvelopeOnly, decision 0005):
 * there is no screen to render, only the flow-error notice to show. Thrown by loadScreenData, so
 * the route shows its error component (RouteErrorPage) instead of a page without its data.
 */
export class FlowErrorAnswer extends Error {
  readonly flowError: FlowErrorState

  constructor(flowError: FlowErrorState) {
    super('flowError')
    this.flowError = flowError
  }
}

export function isFlowErrorAnswer(value: unknown): value is FlowErrorAnswer {
  return value instanceof FlowErrorAnswer
}
