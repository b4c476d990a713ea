import { useHydrated } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { AWAITING_CODE_ATTRIBUTE, replayHeldPresses } from './early-presses'

/**
 * For a part of the page whose buttons need its code (early-presses.ts): its `ref`, and the
 * `awaiting` mark it carries until hydrated; once hydrated, the presses held meanwhile are made
 * again, after the effects that adopt what was typed or chosen before (useTypedField, ChoiceBox).
 */
export function useHeldPresses<E extends HTMLElement>() {
  const hydrated = useHydrated()
  const ref = useRef<E>(null)
  useEffect(() => {
    const shown = ref.current
    if (!hydrated || !shown) return
    const timer = setTimeout(() => replayHeldPresses(shown))
    return () => clearTimeout(timer)
  }, [hydrated])
  return { ref, hydrated, awaiting: hydrated ? {} : { [AWAITING_CODE_ATTRIBUTE]: '' } }
}
