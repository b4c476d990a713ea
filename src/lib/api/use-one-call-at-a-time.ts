import { useRef, useState } from 'react'
import { redirectOfFailure } from './api-error'
import { openFlowError } from './flow-error-store'

type Failure = (error: unknown) => void | Promise<void>

/**
 * Calls made by buttons outside a form, one at a time per item (a consent option's toggle): even
 * on a double click; `isPending(item)` while its call runs. A failure that says where to go
 * instead (sign in again, start the flow over) opens the flow-error notice; any other is the
 * page's to show (`onFailure`: a toast…).
 */
export function useOneCallPerItem() {
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set())
  const inFlight = useRef(new Set<string>())

  const mark = (item: string, running: boolean) => {
    if (running) inFlight.current.add(item)
    else inFlight.current.delete(item)
    setPending(new Set(inFlight.current))
  }

  const run = async (item: string, call: () => Promise<void>, onFailure: Failure) => {
    if (inFlight.current.has(item)) return
    mark(item, true)
    try {
      await call()
    } catch (error) {
      const restartAt = redirectOfFailure(error)
      if (restartAt) openFlowError({ redirectTo: restartAt })
      else await onFailure(error)
    } finally {
      mark(item, false)
    }
  }

  return { run, isPending: (item: string) => pending.has(item), pending: pending.size > 0 }
}

/**
 * A call made by a button outside a form (disconnect an app, disable a second factor, delete a
 * device): one at a time, even on a double click; `pending` while it runs; failures as
 * useOneCallPerItem.
 */
export function useOneCallAtATime() {
  const { run, pending } = useOneCallPerItem()
  return {
    run: (call: () => Promise<void>, onFailure: Failure) => run('', call, onFailure),
    pending,
  }
}
