import { act } from '@testing-library/react'
import { Suspense, useState } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deferUntilInteraction, holdRefusedSubmits } from './defer-until-interaction'

interface Props {
  label: string
}

/** A form that shows whether its code runs: its button counts clicks once hydrated. */
function SignInForm({ label }: Props) {
  const [clicks, setClicks] = useState(0)
  return (
    <form action="/login" method="post">
      <input aria-label={label} name="value" required />
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        {`clicks: ${clicks}`}
      </button>
    </form>
  )
}

const isSignIn = (form: HTMLFormElement) => form.getAttribute('action') === '/login'

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

/** The page as the server sends it: the sign-in form, and another form beside it. */
function serverPage() {
  const container = document.createElement('div')
  container.innerHTML = `<form action="/elsewhere"><input aria-label="other"></form><div id="app">${renderToString(
    <Suspense fallback={null}>
      <SignInForm label="identifier" />
    </Suspense>,
  )}</div>`
  document.body.append(container)
  const app = container.querySelector<HTMLElement>('#app')!
  return {
    app,
    input: () => app.querySelector('input')!,
    button: () => app.querySelector('button')!,
    other: container.querySelector('input')!,
  }
}

const press = (element: Element) =>
  element.dispatchEvent(new Event('pointerdown', { bubbles: true, cancelable: true }))

describe('deferUntilInteraction', () => {
  it("keeps the server's form, untouched, until the visitor uses it, then hydrates it with what was typed", async () => {
    const load = vi.fn(async () => SignInForm)
    const Deferred = deferUntilInteraction<Props>(load, isSignIn)
    const page = serverPage()
    const input = page.input()
    await act(async () => {
      root = hydrateRoot(page.app, <Deferred label="identifier" />)
    })
    // Another form on the page does not count.
    press(page.other)
    page.other.dispatchEvent(new Event('focusin', { bubbles: true }))
    expect(load).not.toHaveBeenCalled()
    page.button().click()
    expect(page.button()).toHaveTextContent('clicks: 0')

    input.value = 'hanako'
    await act(async () => {
      input.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'h' }))
    })
    expect(load).toHaveBeenCalledTimes(1)
    // Hydrated: the same elements, what was typed kept, and the form's code runs.
    expect(page.input()).toBe(input)
    expect(input.value).toBe('hanako')
    await act(async () => page.button().click())
    expect(page.button()).toHaveTextContent('clicks: 1')
  })

  it('loads at once when the page renders it in the browser (a client-side navigation)', async () => {
    const load = vi.fn(async () => SignInForm)
    const Deferred = deferUntilInteraction<Props>(load, isSignIn)
    const container = document.body.appendChild(document.createElement('div'))
    await act(async () => {
      root = createRoot(container)
      root.render(<Deferred label="identifier" />)
    })
    expect(load).toHaveBeenCalledTimes(1)
    expect(container.querySelector('input')).toHaveAccessibleName('identifier')
  })

  it('submits again, once hydrated, a submission the browser refused before', async () => {
    const requestSubmit = vi
      .spyOn(HTMLFormElement.prototype, 'requestSubmit')
      .mockImplementation(() => {})
    const Deferred = deferUntilInteraction<Props>(async () => SignInForm, isSignIn)
    const page = serverPage()
    await act(async () => {
      root = hydrateRoot(page.app, <Deferred label="identifier" />)
    })
    const invalid = new Event('invalid', { cancelable: true })
    await act(async () => {
      press(page.button())
      page.input().dispatchEvent(invalid)
    })
    // No browser bubble: the form's own messages come instead.
    expect(invalid.defaultPrevented).toBe(true)
    await vi.waitFor(() => expect(requestSubmit).toHaveBeenCalledTimes(1))
    expect(requestSubmit.mock.contexts[0]).toBe(page.input().form)
    requestSubmit.mockRestore()
  })

  it('tries again at the next interaction when the code could not load, the server form working meanwhile', async () => {
    const load = vi
      .fn<() => Promise<typeof SignInForm>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(SignInForm)
    const Deferred = deferUntilInteraction<Props>(load, isSignIn)
    const page = serverPage()
    await act(async () => {
      root = hydrateRoot(page.app, <Deferred label="identifier" />)
    })
    await act(async () => press(page.input()))
    expect(load).toHaveBeenCalledTimes(1)
    expect(page.button()).toHaveTextContent('clicks: 0')
    await act(async () => page.button().click())
    expect(page.button()).toHaveTextContent('clicks: 0')
    await act(async () => press(page.input()))
    expect(load).toHaveBeenCalledTimes(2)
    await act(async () => page.button().click())
    expect(page.button()).toHaveTextContent('clicks: 1')
  })
})

describe('holdRefusedSubmits', () => {
  it("holds the browser's bubble of its own form only, and only until the code runs", async () => {
    document.body.innerHTML =
      '<form action="/login"><input required></form><form action="/elsewhere"><input required></form>'
    const [own, other] = [...document.querySelectorAll('input')]
    const refused = vi.fn()
    let loaded!: () => void
    holdRefusedSubmits(isSignIn, refused, new Promise<void>((resolve) => (loaded = resolve)))
    const invalid = () => new Event('invalid', { cancelable: true })

    const inOther = invalid()
    other!.dispatchEvent(inOther)
    expect(inOther.defaultPrevented).toBe(false)
    const inOwn = invalid()
    own!.dispatchEvent(inOwn)
    expect(inOwn.defaultPrevented).toBe(true)
    expect(refused).toHaveBeenCalledWith(own!.form)

    loaded()
    await Promise.resolve()
    const afterLoad = invalid()
    own!.dispatchEvent(afterLoad)
    expect(afterLoad.defaultPrevented).toBe(false)
    expect(refused).toHaveBeenCalledTimes(1)
  })
})
