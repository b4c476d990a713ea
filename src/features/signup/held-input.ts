import { useSyncExternalStore } from 'react'

/**
 * What the registration call needs beyond the confirm screen's data: the password, its
 * confirmation and the PIN, kept only in this page's memory, never in client storage (the
 * consents come with the confirm screen's data). A reload loses them; when the password is
 * required the confirm screen then sends the visitor back to the form to type it again.
 */
export interface HeldInput {
  password: string
  passwordConfirm: string
  pinCode: string | null
}

let held: HeldInput | null = null
const listeners = new Set<() => void>()

export function holdInput(input: HeldInput | null) {
  held = input
  for (const listener of listeners) listener()
}

export function heldInput(): HeldInput | null {
  return held
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The held input; none while rendering on the server, where no visitor's memory exists. */
export function useHeldInput(): HeldInput | null {
  return useSyncExternalStore(subscribe, heldInput, () => null)
}
