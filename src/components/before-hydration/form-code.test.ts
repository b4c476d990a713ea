// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { preloadFormCode } from './form-code'

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [
    new URL(link.href).pathname,
    link.nonce,
  ])

afterEach(() => {
  document.head.innerHTML = ''
  vi.useRealTimers()
})

describe('preloadFormCode', () => {
  it("asks for each of the page's form chunks, with the page's nonce", () => {
    preloadFormCode(['/assets/form.js', '/assets/forms-lib.js'], 'n0nce')
    expect(preloaded()).toEqual([
      ['/assets/form.js', 'n0nce'],
      ['/assets/forms-lib.js', 'n0nce'],
    ])
  })

  it('leaves out what the page already preloads or runs', () => {
    document.head.innerHTML =
      '<link rel="modulepreload" href="/assets/forms-lib.js"><script type="module" src="/assets/entry.js"></script>'
    preloadFormCode(['/assets/forms-lib.js', '/assets/entry.js', '/assets/form.js'])
    expect(preloaded()).toEqual([
      ['/assets/forms-lib.js', ''],
      ['/assets/form.js', ''],
    ])
  })

  it('asks a few at a time, one task each, so that no task of the hydration grows long', () => {
    vi.useFakeTimers()
    const chunks = Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`)
    preloadFormCode(chunks)
    expect(preloaded()).toHaveLength(4)
    vi.runOnlyPendingTimers()
    expect(preloaded()).toHaveLength(8)
    vi.runAllTimers()
    expect(preloaded().map(([path]) => path)).toEqual(chunks)
  })
})
