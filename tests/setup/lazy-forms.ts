import type { PreloadableForm } from '~/components/before-hydration/lazy-form'

const created: PreloadableForm[] = []

/** Records a lazily loaded form a test file's modules create (vitest.setup.ts wraps lazyForm). */
export function recordLazyForm<F extends PreloadableForm>(form: F): F {
  created.push(form)
  return form
}

/**
 * Settles once the code of every lazily loaded form created so far is loaded, as a page's loader
 * awaits it (withFormCode): a test then waits for the module, not for a timeout that a busy
 * machine outlasts.
 */
export async function loadedLazyForms(): Promise<void> {
  await Promise.all(created.map((form) => form.preload()))
}
