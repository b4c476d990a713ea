import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import type * as StartServer from '@tanstack/react-start/server'
import { afterEach, vi } from 'vitest'

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
