import { Suspense, createElement, memo, use, type ComponentType, type JSX } from 'react'

/**
 * A form whose code (react-hook-form, the bound fields, the schema, the form itself) is a chunk of
 * its own, loaded with its page rather than in the page's first chunks (decision 0025). The
 * server renders it as any component, and the page's entry asks for its chunks as it starts
 * (build/preload-lazy-forms.ts, form-code.ts), so the browser fetches them while the page
 * hydrates. In the browser React hydrates the page first and the form, in its own
 * Suspense boundary, as soon as its code has run. Meanwhile the server's form is live-looking
 * HTML: its fields take typing and choices (adopted once hydrated: useTypedField, ChoiceBox), and
 * a press is held and made again once hydrated (early-presses.ts).
 *
 * `load` imports the form's module dynamically (a call the build plugin recognises:
 * `lazyForm(() => import('./X').then(…))`). The component is memoised, and its props must keep
 * their identity across renders of the page: new props before it is hydrated would make React
 * drop the server's form and render it afresh. Its route's loader returns its data withFormCode.
 */
export function lazyForm<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => Promise<void> } {
  let loading: Promise<ComponentType<P>> | undefined
  const start = () => {
    if (!loading) {
      const pending = load().then(
        (component) => {
          // As React marks a promise it has seen settle: `use` then returns the component at once
          // (a page rendered after a preload shows the form without a pass of the fallback).
          void Object.assign(pending, { status: 'fulfilled', value: component })
          return component
        },
        (error: unknown) => {
          // A later render (the route's error page offers to try again) loads it anew.
          loading = undefined
          throw error
        },
      )
      loading = pending
    }
    return loading
  }
  // The server renders it in the same pass as the rest of the page: its module is loaded first.
  if (import.meta.env.SSR) void start()

  function Form(props: P): JSX.Element {
    return createElement(use(start()), props)
  }

  function LazyForm(props: P) {
    return (
      // Its own boundary: the rest of the page hydrates without waiting for the form's code.
      <Suspense fallback={null}>
        <Form {...props} />
      </Suspense>
    )
  }
  // For the route's loader (withFormCode): settles once the code is loaded, or could not be.
  const preload = () =>
    start().then(
      () => undefined,
      () => undefined,
    )
  return Object.assign(memo(LazyForm) as unknown as ComponentType<P>, { preload })
}

/** A lazily loaded form (lazyForm) as a loader preloads it. */
export interface PreloadableForm {
  preload: () => Promise<void>
}

/**
 * A route loader's data, once its lazily loaded form's code is loaded as well. On the server the
 * page's HTML then has the form in place (not streamed after it, which only JavaScript would put
 * in place: the form must show before it runs, decision 0011); a client-side navigation, or the
 * router's preload on intent, shows the page with its form rather than an empty space while the
 * code arrives. Loaders do not run when the server's page hydrates: there the page's HTML has
 * preloaded the code.
 *
 * A page that shows one of several forms by its data or state (the address or the code step; a
 * password or a code) passes them all: the server renders whichever its data opens.
 */
export async function withFormCode<T>(
  forms: PreloadableForm | readonly PreloadableForm[],
  data: Promise<T>,
): Promise<T> {
  const list: readonly PreloadableForm[] = 'preload' in forms ? [forms] : forms
  const [value] = await Promise.all([data, ...list.map((form) => form.preload())])
  return value
}
