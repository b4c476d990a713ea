import {
  Suspense,
  createElement,
  memo,
  use,
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

/**
 * Resolves at the first interaction (INTERACTION_EVENTS) with a form `isOwnForm` accepts — at
 * once if the focus is already in one (the visitor clicked into it before the page's JavaScript
 * ran). Listens on `window` in the capture phase: React, whose root is the document, stops the
 * propagation of an event aimed at a part of the page it has not hydrated yet.
 */
export function waitForInteraction(isOwnForm: (form: HTMLFormElement) => boolean): Promise<void> {
  const inOwnForm = (target: EventTarget | null) => {
    const form = target instanceof Element ? target.closest('form') : null
    return form !== null && isOwnForm(form)
  }
  return new Promise((resolve) => {
    if (inOwnForm(document.activeElement)) return resolve()
    const listener = (event: Event) => {
      if (!inOwnForm(event.target)) return
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
 * loads and React hydrates it, the bound fields adopting what was typed meanwhile. Rendered by a
 * client-side navigation (no server HTML to keep), it loads at once.
 *
 * `load` imports the form's module dynamically; `isOwnForm` tells the form's server-rendered
 * `<form>` from the page's other forms. One form per page: the component waits for the first
 * interaction with any form it accepts. Its props must keep their identity across renders of the
 * page (the component is memoised): new props before it is hydrated would make React drop the
 * server HTML and render it afresh.
 */
export function deferUntilInteraction<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOwnForm: (form: HTMLFormElement, props: P) => boolean,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  let interaction: Promise<ComponentType<P>> | undefined
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // Tried again at the next render (a chunk that failed to load, e.g. offline).
        loading = interaction = undefined
        throw error
      },
    ))
  // The server renders it in the same pass as the rest of the page: its module is loaded first.
  if (import.meta.env.SSR) void start()

  function Form(props: P): JSX.Element {
    const hydrating = useHydrating()
    if (loaded) return createElement(loaded, props)
    if (import.meta.env.SSR || !hydrating) return createElement(use(start()), props)
    interaction ??= waitForInteraction((form) => isOwnForm(form, props)).then(start)
    return createElement(use(interaction), props)
  }

  function DeferredForm(props: P) {
    return (
      // Its own boundary: only the form waits, the rest of the page hydrates.
      <Suspense fallback={null}>
        <Form {...props} />
      </Suspense>
    )
  }
  return memo(DeferredForm) as unknown as ComponentType<P>
}
