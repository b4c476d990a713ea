import { useRouterState } from '@tanstack/react-router'
import { isFlowErrorAnswer } from '~/lib/api/flow-error-answer'
import type { FlowErrorState } from '~/lib/api/flow-error-store'

/**
 * The `flowError` a page's screen data carried, if any: in the loader data of the matched routes,
 * or as the whole answer (FlowErrorAnswer, the error of its route).
 */
export function useScreenFlowError(): FlowErrorState | null {
  return useRouterState({
    select: (state) => {
      for (const match of state.matches) {
        const data = match.loaderData as { flowError?: FlowErrorState } | undefined
        if (data?.flowError) return data.flowError
        if (isFlowErrorAnswer(match.error)) return match.error.flowError
      }
      return null
    },
  })
}
