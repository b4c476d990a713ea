import { act } from '@testing-library/react'
import { Suspense } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyForm, withFormCode } from './lazy-form'

interface Props {
  label: string
}

function SignInForm({ label }: Props) {
  return (
    <form method="post">
      <input aria-label={label} name="value" />
    </form>
  )
}

/** Whether React has hydrated the element (it keeps its props on it). */
const hydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactProps'))

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

/** A module load that settles when `arrive` is called: the form's chunk on its way. */
function chunkOnItsWay() {
  let arrive!: () => void
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  const load = vi.fn(async () => {
    await arrived
    return SignInForm
  })
  return { load, arrive }
}

describe('lazyForm', () => {
  it("asks for its code while the page hydrates, unused, and hydrates the server's form with what was typed once it arrives", async () => {
    const { load, arrive } = chunkOnItsWay()
    const Lazy = lazyForm<Props>(load)
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(
      <Suspense fallback={null}>
        <SignInForm label="identifier" />
      </Suspense>,
    )
    const input = container.querySelector('input')!
    input.value = 'hanako@example.jp'
    await act(async () => {
      root = hydrateRoot(container, <Lazy label="identifier" />)
    })
    expect(load).toHaveBeenCalledOnce()
    // Until the code arrives, the server's form stays as it is.
    expect(container.querySelector('input')).toBe(input)
    expect(hydrated(input)).toBe(false)

    await act(async () => arrive())
    expect(hydrated(input)).toBe(true)
    expect(container.querySelector('input')).toBe(input)
    expect(input).toHaveValue('hanako@example.jp')
  })

  it('renders at once when the page renders it in the browser after a preload (a client-side navigation)', async () => {
    const load = vi.fn(async () => SignInForm)
    const Lazy = lazyForm<Props>(load)
    await Lazy.preload()
    const container = document.body.appendChild(document.createElement('div'))
    act(() => {
      root = createRoot(container)
      root.render(<Lazy label="identifier" />)
    })
    expect(load).toHaveBeenCalledOnce()
    expect(container.querySelector('input')).toHaveAccessibleName('identifier')
  })

  it('loads its code anew after a load that failed (a later render tries again)', async () => {
    const load = vi
      .fn<() => Promise<typeof SignInForm>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(SignInForm)
    const Lazy = lazyForm<Props>(load)
    await Lazy.preload()
    await Lazy.preload()
    expect(load).toHaveBeenCalledTimes(2)
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
