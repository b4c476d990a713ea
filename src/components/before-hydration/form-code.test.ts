// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { preloadFormCode } from './form-code'

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [
    new URL(link.href).pathname,
    link.nonce,
  ])

afterEach(() => {
  document.head.innerHTML = ''
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
})
