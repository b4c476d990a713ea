import { useEffect } from 'react'
import type { FieldValues, Resolver } from 'react-hook-form'

export interface LazyResolver<T extends FieldValues, C, TOut> {
  resolver: Resolver<T, C, TOut>
  /** Starts loading the real resolver (once). */
  preload: () => void
}

/** A resolver that loads the real one (a schema module, and Zod with it) on its first use. */
export function lazyResolver<T extends FieldValues, C, TOut>(
  load: () => Promise<Resolver<T, C, TOut>>,
): LazyResolver<T, C, TOut> {
  let loaded: Promise<Resolver<T, C, TOut>> | undefined
  const get = () =>
    (loaded ??= load().catch((error: unknown) => {
      // Tried again at the next validation (a chunk that failed to load, e.g. offline).
      loaded = undefined
      throw error
    }))
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => {}),
  }
}

/**
 * A form's resolver whose schema — and Zod — is not part of the page's initial JavaScript (issue
 * 16): `lazy` is a lazyResolver (made once per schema, in a useMemo) whose `load` imports the
 * schema module dynamically and returns its zodResolver. It loads when the visitor first focuses
 * or presses anything on the page, before any validation can run; a validation that comes first
 * waits for it.
 */
export function useLazyResolver<T extends FieldValues, C, TOut>(
  lazy: LazyResolver<T, C, TOut>,
): Resolver<T, C, TOut> {
  useEffect(() => {
    const events = ['focusin', 'pointerdown'] as const
    const preload = () => {
      lazy.preload()
      for (const event of events) document.removeEventListener(event, preload, true)
    }
    for (const event of events) document.addEventListener(event, preload, true)
    return () => {
      for (const event of events) document.removeEventListener(event, preload, true)
    }
  }, [lazy])
  return lazy.resolver
}
