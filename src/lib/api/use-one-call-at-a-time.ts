import { useRef, useState } from 'react'
import { redirectOfFailure } from './api-error'
import { openFlowError } from './flow-error-store'

/**
 * A call made by a button outside a form (disconnect an app, disable a second factor, delete a
 * device): one at a time, even on a double click; `pending` while it runs. A failure that says
 * where to go instead (sign in again, start the flow over) opens the flow-error notice; any other
 * is the page's to show (`onFailure`: a toast…).
 */
export function useOneCallAtATime() {
  const [pending, setPending] = useState(false)
  const inFlight = useRef(false)

  const run = async (
    call: () => Promise<void>,
    onFailure: (error: unknown) => void | Promise<void>,
  ): Promise<void> => {
    if (inFlight.current) return
    inFlight.current = true
    setPending(true)
    try {
      await call()
    } catch (error) {
      const restartAt = redirectOfFailure(error)
      if (restartAt) openFlowError({ redirectTo: restartAt })
      else await onFailure(error)
    } finally {
      inFlight.current = false
      setPending(false)
    }
  }

  return { run, pending }
}
