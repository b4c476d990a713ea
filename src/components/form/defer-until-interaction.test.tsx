import { act } from '@testing-library/react'
import { Suspense, useState, useSyncExternalStore } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  deferUntilInteraction,
  holdEarlyActions,
  withFormCode,
  type HeldActions,
} from './defer-until-interaction'

interface Props {
  label: string
}

/** A form that shows whether its code runs: its button counts clicks once hydrated. */
function SignInForm({ label }: Props) {
  const [clicks, setClicks] = useState(0)
  return (
    <form action="/login" method="post" data-deferred-form="">
      <input aria-label={label} name="value" required />
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        {`clicks: ${clicks}`}
      </button>
    </form>
  )
}

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

/** The sign-in form's code, which could not load the first time (offline), then loads. */
const loadFailingOnce = () =>
  vi
    .fn<() => Promise<typeof SignInForm>>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue(SignInForm)

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

interface SendProps {
  allowed: boolean
}

const noSubscription = () => () => {}
/** A form that needs JavaScript: its button waits for hydration, and for `allowed`. */
function SendForm({ allowed }: SendProps) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const [sent, setSent] = useState(0)
  const [agreed, setAgreed] = useState(false)
  return (
    <form
      method="post"
      data-deferred-form=""
      onSubmit={(event) => {
        event.preventDefault()
        setSent(sent + 1)
      }}
    >
      <p>{`sent: ${sent}`}</p>
      <label>
        <input type="checkbox" checked={agreed} onChange={() => setAgreed(!agreed)} />
        {`agreed: ${agreed ? 'yes' : 'no'}`}
      </label>
      <button type="submit" disabled={!hydrated || !allowed}>
        Send
      </button>
    </form>
  )
}

function serverSendPage(props: SendProps) {
  const app = document.body.appendChild(document.createElement('div'))
  app.innerHTML = renderToString(
    <Suspense fallback={null}>
      <SendForm {...props} />
    </Suspense>,
  )
  return {
    app,
    button: () => app.querySelector('button')!,
    checkbox: () => app.querySelector('input')!,
  }
}

const press = (element: Element) =>
  element.dispatchEvent(new Event('pointerdown', { bubbles: true, cancelable: true }))

describe('deferUntilInteraction', () => {
  it("keeps the server's form, untouched, until the visitor uses it, then hydrates it with what was typed", async () => {
    const load = vi.fn(async () => SignInForm)
    const Deferred = deferUntilInteraction<Props>(load)
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
    // The press made before the code arrived is made once hydrated.
    await vi.waitFor(() => expect(page.button()).toHaveTextContent('clicks: 1'))
    await act(async () => page.button().click())
    expect(page.button()).toHaveTextContent('clicks: 2')
  })

  it('loads it when a box of the form is scrolled (a policy read with the mouse wheel), not the page', async () => {
    const load = vi.fn(async () => SignInForm)
    const Deferred = deferUntilInteraction<Props>(load)
    const page = serverPage()
    await act(async () => {
      root = hydrateRoot(page.app, <Deferred label="identifier" />)
    })
    document.dispatchEvent(new Event('scroll'))
    expect(load).not.toHaveBeenCalled()
    await act(async () => {
      page.input().dispatchEvent(new Event('scroll'))
    })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it("loads at once a form used before the page's JavaScript ran, the focus since gone elsewhere", async () => {
    const load = vi.fn(async () => SignInForm)
    const Deferred = deferUntilInteraction<Props>(load)
    const page = serverPage()
    page.input().value = 'hanako'
    await act(async () => {
      root = hydrateRoot(page.app, <Deferred label="identifier" />)
    })
    expect(load).toHaveBeenCalledTimes(1)
    expect(page.input().value).toBe('hanako')
  })

  it('loads at once a form its page tells was already used (a policy read on sight, a draft kept)', async () => {
    const load = vi.fn(async () => SignInForm)
    const alreadyUsed = vi.fn(() => true)
    const Deferred = deferUntilInteraction<Props>(load, { alreadyUsed })
    const page = serverPage()
    await act(async () => {
      root = hydrateRoot(page.app, <Deferred label="identifier" />)
    })
    expect(alreadyUsed).toHaveBeenCalledWith(page.input().form)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('waits for the visitor when its page tells the form was not used yet', async () => {
    const load = vi.fn(async () => SignInForm)
    const Deferred = deferUntilInteraction<Props>(load, { alreadyUsed: () => false })
    const page = serverPage()
    await act(async () => {
      root = hydrateRoot(page.app, <Deferred label="identifier" />)
    })
    expect(load).not.toHaveBeenCalled()
  })

  it('tries a form used before its code, whose code could not load, again only at the next interaction', async () => {
    const load = loadFailingOnce()
    const Deferred = deferUntilInteraction<Props>(load)
    const page = serverPage()
    page.input().value = 'hanako'
    await act(async () => {
      root = hydrateRoot(page.app, <Deferred label="identifier" />)
    })
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(load).toHaveBeenCalledTimes(1)
    await act(async () => press(page.input()))
    expect(load).toHaveBeenCalledTimes(2)
    expect(page.input().value).toBe('hanako')
  })

  it('waits for a form used before only in another form', async () => {
    const load = vi.fn(async () => SignInForm)
    const Deferred = deferUntilInteraction<Props>(load)
    const page = serverPage()
    page.other.value = 'elsewhere'
    await act(async () => {
      root = hydrateRoot(page.app, <Deferred label="identifier" />)
    })
    expect(load).not.toHaveBeenCalled()
  })

  it('loads at once when the page renders it in the browser (a client-side navigation)', async () => {
    const load = vi.fn(async () => SignInForm)
    const Deferred = deferUntilInteraction<Props>(load)
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
    const Deferred = deferUntilInteraction<Props>(async () => SignInForm)
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

  it('makes once hydrated, by its button, a submission pressed while the button waited for the code', async () => {
    const page = serverSendPage({ allowed: true })
    const Deferred = deferUntilInteraction<SendProps>(async () => SendForm)
    await act(async () => {
      root = hydrateRoot(page.app, <Deferred allowed />)
    })
    expect(page.button()).toBeDisabled()
    await act(async () => {
      press(page.button())
      page.button().dispatchEvent(new Event('pointerup', { bubbles: true }))
    })
    await vi.waitFor(() => expect(page.app).toHaveTextContent('sent: 1'))
    expect(page.button()).toBeEnabled()
  })

  it('ticks, once hydrated, a checkbox clicked while the code was loading', async () => {
    const page = serverSendPage({ allowed: true })
    const Deferred = deferUntilInteraction<SendProps>(async () => SendForm)
    await act(async () => {
      root = hydrateRoot(page.app, <Deferred allowed />)
    })
    await act(async () => {
      press(page.checkbox())
      page.checkbox().click()
    })
    await vi.waitFor(() => expect(page.app).toHaveTextContent('agreed: yes'))
    expect(page.checkbox()).toBeChecked()
  })

  it('does not make a held submission the hydrated form refuses (its button disabled by a rule)', async () => {
    const page = serverSendPage({ allowed: false })
    const Deferred = deferUntilInteraction<SendProps>(async () => SendForm)
    await act(async () => {
      root = hydrateRoot(page.app, <Deferred allowed={false} />)
    })
    await act(async () => {
      press(page.button())
      page.button().dispatchEvent(new Event('pointerup', { bubbles: true }))
    })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(page.app).toHaveTextContent('sent: 0')
  })

  it('loads at once a form that is not marked, which could not tell its first use', async () => {
    function Unmarked() {
      return (
        <form>
          <input aria-label="unmarked" />
        </form>
      )
    }
    const load = vi.fn(async () => Unmarked)
    const Deferred = deferUntilInteraction(load)
    const app = document.body.appendChild(document.createElement('div'))
    app.innerHTML = renderToString(
      <Suspense fallback={null}>
        <Unmarked />
      </Suspense>,
    )
    await act(async () => {
      root = hydrateRoot(app, <Deferred />)
    })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries again at the next interaction when the code could not load, the server form working meanwhile', async () => {
    const load = loadFailingOnce()
    const Deferred = deferUntilInteraction<Props>(load)
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
    await vi.waitFor(() => expect(page.button()).toHaveTextContent('clicks: 1'))
    await act(async () => page.button().click())
    expect(page.button()).toHaveTextContent('clicks: 2')
  })
})

describe('holdEarlyActions', () => {
  const invalid = () => new Event('invalid', { cancelable: true })
  const release = (element: Element) =>
    element.dispatchEvent(new Event('pointerup', { bubbles: true }))
  const enter = (element: Element) =>
    element.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' }))
  const nothingHeld = (): HeldActions => ({ clicks: [], submit: null })
  const never = new Promise<never>(() => {})

  it("holds the browser's bubble of the deferred form only, and only until the code runs", async () => {
    document.body.innerHTML =
      '<form data-deferred-form action="/login"><input required></form><form action="/elsewhere"><input required></form>'
    const [own, other] = [...document.querySelectorAll('input')]
    const held = nothingHeld()
    let loaded!: () => void
    holdEarlyActions(held, new Promise<void>((resolve) => (loaded = resolve)))

    const inOther = invalid()
    other!.dispatchEvent(inOther)
    expect(inOther.defaultPrevented).toBe(false)
    expect(held.submit).toBeNull()
    const inOwn = invalid()
    own!.dispatchEvent(inOwn)
    expect(inOwn.defaultPrevented).toBe(true)
    expect(held.submit).toBe(own!.form)

    loaded()
    await Promise.resolve()
    const afterLoad = invalid()
    own!.dispatchEvent(afterLoad)
    expect(afterLoad.defaultPrevented).toBe(false)
  })

  it('holds a press of, or an Enter towards, a submit button that waits for JavaScript', () => {
    document.body.innerHTML =
      '<form data-deferred-form><input><button type="submit" disabled><span>Send</span></button><button type="button" disabled>Other</button></form>'
    const form = document.querySelector('form')!
    const [send, other] = [...document.querySelectorAll('button')]
    const held = nothingHeld()
    holdEarlyActions(held, never)

    release(other!)
    expect(held.submit).toBeNull()
    release(send!.querySelector('span')!)
    expect(held.submit).toBe(form)
    held.submit = null
    enter(document.querySelector('input')!)
    expect(held.submit).toBe(form)
  })

  it('lets a submit button that works without JavaScript submit natively', () => {
    document.body.innerHTML =
      '<form data-deferred-form action="/login"><input><button type="submit">Sign in</button></form>'
    const held = nothingHeld()
    holdEarlyActions(held, never)
    release(document.querySelector('button')!)
    enter(document.querySelector('input')!)
    expect(held.submit).toBeNull()
  })

  it('holds a click on a checkbox of the deferred form, untoggled', () => {
    document.body.innerHTML =
      '<form data-deferred-form><label><input type="checkbox"> Agree</label></form><form><input type="checkbox"></form>'
    const [own, other] = [...document.querySelectorAll('input')]
    const held = nothingHeld()
    holdEarlyActions(held, never)
    document.querySelector('label')!.click()
    expect(own!.checked).toBe(false)
    expect(held.clicks).toEqual([own])
    other!.click()
    expect(other!.checked).toBe(true)
    expect(held.clicks).toEqual([own])
  })

  it('holds a press of a plain button of the deferred form (one only its code acts on)', () => {
    document.body.innerHTML =
      '<form data-deferred-form><button type="button"><span>Choose an image</span></button><button type="submit">Save</button></form>'
    const [choose, save] = [...document.querySelectorAll('button')]
    const held = nothingHeld()
    holdEarlyActions(held, never)
    choose!.querySelector('span')!.click()
    expect(held.clicks).toEqual([choose])
    save!.addEventListener('click', (event) => event.preventDefault())
    save!.click()
    expect(held.clicks).toEqual([choose])
  })

  it('holds a double press of a plain button once (one address lookup), each click on a choice', () => {
    document.body.innerHTML =
      '<form data-deferred-form><button type="button">住所を検索</button><input type="checkbox"></form>'
    const search = document.querySelector('button')!
    const box = document.querySelector('input')!
    const held = nothingHeld()
    holdEarlyActions(held, never)
    search.click()
    search.click()
    box.click()
    box.click()
    expect(held.clicks).toEqual([search, box, box])
  })
})

describe('withFormCode', () => {
  /** A form whose preload settles when `finish` is called. */
  function slowForm() {
    let finish!: () => void
    const done = new Promise<void>((resolve) => (finish = resolve))
    return { preload: vi.fn(() => done), finish }
  }
  const settled = async (promise: Promise<unknown>) => {
    let done = false
    void promise.then(() => (done = true))
    await act(async () => {})
    return done
  }

  it("answers the loader's data once the code of its form, or of each of its forms, is loaded", async () => {
    const one = slowForm()
    const single = withFormCode(one, Promise.resolve('data'))
    expect(await settled(single)).toBe(false)
    one.finish()
    await expect(single).resolves.toBe('data')

    const [first, second] = [slowForm(), slowForm()]
    const both = withFormCode([first, second], Promise.resolve('both'))
    expect(first.preload).toHaveBeenCalledOnce()
    expect(second.preload).toHaveBeenCalledOnce()
    first.finish()
    expect(await settled(both)).toBe(false)
    second.finish()
    await expect(both).resolves.toBe('both')
  })
})
