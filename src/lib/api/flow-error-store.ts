import { useSyncExternalStore } from 'react'

export interface FlowErrorState {
  /** Where the restart button leads (the flow's entry point, from `flowError.redirectTo`). */
  redirectTo: string
  /** Optional server message shown above the default notice. */
  message?: string
}

type Listener = () => void

let state: FlowErrorState | null = null
const listeners = new Set<Listener>()

function emit() {
  for (const listener of listeners) listener()
}

/**
 * The flow-error notice of a call's answer (spec 01 §7), opened by followAnswer and by form
 * failures; `<FlowErrorHost>` (src/components/flow-error) shows it with a restart button.
 */
export const flowErrorStore = {
  open(next: FlowErrorState) {
    state = { ...next }
    emit()
  },
  close() {
    state = null
    emit()
  },
  get(): FlowErrorState | null {
    return state
  },
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}

export const openFlowError = (next: FlowErrorState) => flowErrorStore.open(next)
export const closeFlowError = () => flowErrorStore.close()

export function useFlowError(): FlowErrorState | null {
  return useSyncExternalStore(flowErrorStore.subscribe, flowErrorStore.get, () => null)
}
