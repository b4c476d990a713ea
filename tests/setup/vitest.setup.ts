import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import type * as StartServer from '@tanstack/react-start/server'
import { afterEach, vi } from 'vitest'
import type * as LazyForm from '~/components/before-hydration/lazy-form'
import { recordLazyForm } from './lazy-forms'

afterEach(() => {
  cleanup()
})

// Outside the Start build, createIsomorphicFn() runs its server branch; component tests have no
// server runtime, so the request/response helpers answer as if there were no request.
vi.mock('@tanstack/react-start/server', async (importOriginal) => ({
  ...(await importOriginal<typeof StartServer>()),
  setResponseStatus: () => {},
  setResponseHeader: () => {},
  getRequestHeader: () => undefined,
  getCookie: () => undefined,
}))

// Each lazily loaded form is recorded, so that renderWithProviders awaits its code (lazy-forms.ts).
vi.mock('~/components/before-hydration/lazy-form', async (importOriginal) => {
  const actual = await importOriginal<typeof LazyForm>()
  const lazyForm: typeof actual.lazyForm = (load) => recordLazyForm(actual.lazyForm(load))
  return { ...actual, lazyForm }
})

// jsdom lacks these browser APIs that Mantine relies on.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList

  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }

  window.scrollTo ??= () => {}
  Element.prototype.scrollIntoView ??= () => {}
}
