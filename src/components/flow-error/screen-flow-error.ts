import { useRouterState } from '@tanstack/react-router'
import type { FlowErrorState } from '~/lib/api/flow-error-store'

/** The `flowError` a page's screen data carried, if any (loader data of the matched routes). */
export function useScreenFlowError(): FlowErrorState | null {
  return useRouterState({
    select: (state) => {
      for (const match of state.matches) {
        const data = match.loaderData as { flowError?: FlowErrorState } | undefined
        if (data?.flowError) return data.flowError
      }
      return null
    },
  })
}
