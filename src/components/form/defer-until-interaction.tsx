import {
  Suspense,
  createElement,
  memo,
  use,
  useEffect,
  useSyncExternalStore,
  type ComponentType,
  type JSX,
} from 'react'

/** What shows that the visitor is about to use a form: pressing, touching, focusing, typing, sending. */
export const INTERACTION_EVENTS = [
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  'submit',
] as const

function ownFormOf(
  target: EventTarget | null,
  isOwnForm: (form: HTMLFormElement) => boolean,
): HTMLFormElement | null {
  const form = target instanceof Element ? target.closest('form') : null
  return form && isOwnForm(form) ? form : null
}

/**
 * Until `until` settles, a submission the browser refuses in a form `isOwnForm` accepts (its
 * native `required`: an `invalid` event) shows no browser bubble; `onRefused` gets the form, to
 * submit it again once its code runs and show the schema's own messages (decision 0011).
 */
export function holdRefusedSubmits(
  isOwnForm: (form: HTMLFormElement) => boolean,
  onRefused: (form: HTMLFormElement) => void,
  until: Promise<unknown>,
): void {
  const listener = (event: Event) => {
    const form = ownFormOf(event.target, isOwnForm)
    if (!form) return
    event.preventDefault()
    onRefused(form)
  }
  window.addEventListener('invalid', listener, true)
  const stop = () => window.removeEventListener('invalid', listener, true)
  until.then(stop, stop)
}

/**
 * Resolves at the first interaction (INTERACTION_EVENTS) with a form `isOwnForm` accepts — at
 * once if the focus is already in one (the visitor clicked into it before the page's JavaScript
 * ran). Listens on `window` in the capture phase: React, whose root is the document, stops the
 * propagation of an event aimed at a part of the page it has not hydrated yet.
 */
export function waitForInteraction(isOwnForm: (form: HTMLFormElement) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (ownFormOf(document.activeElement, isOwnForm)) return resolve()
    const listener = (event: Event) => {
      if (!ownFormOf(event.target, isOwnForm)) return
      for (const type of INTERACTION_EVENTS) window.removeEventListener(type, listener, true)
      resolve()
    }
    for (const type of INTERACTION_EVENTS) window.addEventListener(type, listener, true)
  })
}

const subscribe = () => () => {}
/** True on the server and while React hydrates what the server rendered; false once rendered on the client. */
const useHydrating = () =>
  useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  )

/**
 * A form whose code (react-hook-form, the bound fields, the schema, the form itself) is not part
 * of its page's initial JavaScript (issue 16). The server renders it as any component; in the
 * browser, what the server rendered stays — plain HTML that takes typing and, for a form with an
 * `action`, posts (decision 0011) — until the visitor first interacts with it: then its code
 * loads and React hydrates it, the bound fields adopting what was typed meanwhile. A submission
 * the browser refuses meanwhile (an empty required field) is submitted again once hydrated, so
 * the visitor sees the schema's messages rather than the browser's; one it lets through posts
 * natively (decision 0004), before the code could send it a second time. Rendered by a
 * client-side navigation (no server HTML to keep), it loads at once.
 *
 * `load` imports the form's module dynamically; `isOwnForm` tells the form's server-rendered
 * `<form>` from the page's other forms. One form per page: the component waits for the first
 * interaction with any form it accepts. Its props must keep their identity across renders of the
 * page (the component is memoised): new props before it is hydrated would make React drop the
 * server HTML and render it afresh. `preload` is for the route's loader.
 */
export function deferUntilInteraction<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOwnForm: (form: HTMLFormElement, props: P) => boolean,
): ComponentType<P> & { preload: () => void } {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  let loadingOnUse: Promise<ComponentType<P>> | undefined
  /** A submission the browser refused before the code ran: submitted again once it runs. */
  let refused: HTMLFormElement | null = null
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  // The server renders it in the same pass as the rest of the page: its module is loaded first.
  if (import.meta.env.SSR) void start()

  async function loadOnUse(isOwn: (form: HTMLFormElement) => boolean) {
    for (;;) {
      await waitForInteraction(isOwn)
      try {
        return await start()
      } catch {
        // Offline, say: the server's form keeps working as before hydration (it posts, and the
        // browser checks it); the next interaction tries again.
        refused?.reportValidity()
        refused = null
      }
    }
  }

  /** In the browser, while React hydrates the server's form: loads its code at its first use. */
  function whenUsed(props: P) {
    if (!loadingOnUse) {
      const isOwn = (form: HTMLFormElement) => isOwnForm(form, props)
      loadingOnUse = loadOnUse(isOwn)
      holdRefusedSubmits(isOwn, (form) => (refused = form), loadingOnUse)
    }
    return loadingOnUse
  }

  function submitRefused() {
    const form = refused
    refused = null
    // After the re-render that follows hydration, where a FormShell turns off the browser's checks.
    if (form) setTimeout(() => form.requestSubmit())
  }

  function Form(props: P): JSX.Element {
    const hydrating = useHydrating()
    // Once hydrated (children's effects first: the form's fields are registered).
    useEffect(submitRefused, [])
    if (loaded) return createElement(loaded, props)
    if (import.meta.env.SSR || !hydrating) return createElement(use(start()), props)
    return createElement(use(whenUsed(props)), props)
  }

  function DeferredForm(props: P) {
    return (
      // Its own boundary: only the form waits, the rest of the page hydrates.
      <Suspense fallback={null}>
        <Form {...props} />
      </Suspense>
    )
  }
  // A route's loader (a navigation, or its preload on intent) fetches the code ahead of the page,
  // which then has it at once: no empty form while it arrives. Not run when the server's page
  // hydrates, so the first page still waits for the visitor.
  const preload = () => void start().catch(() => {})
  return Object.assign(memo(DeferredForm) as unknown as ComponentType<P>, { preload })
}
