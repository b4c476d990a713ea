import { Suspense, createElement, memo, use, useEffect, type ComponentType, type JSX } from 'react'
import { useHydrated } from '@tanstack/react-router'
import { DEFERRED_FORM_ATTRIBUTE, InDeferredForm } from './in-deferred-form'

/**
 * What shows that the visitor is about to use a form: pressing, touching, focusing, typing,
 * sending, or scrolling a box of it (a policy read to its end with the mouse wheel).
 */
export const INTERACTION_EVENTS = [
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  'submit',
  'scroll',
] as const

/** Listens on `window` in the capture phase; returns what stops listening. */
function captureOnWindow(listeners: Record<string, (event: Event) => void>): () => void {
  const entries = Object.entries(listeners)
  for (const [type, listener] of entries) window.addEventListener(type, listener, true)
  return () => {
    for (const [type, listener] of entries) window.removeEventListener(type, listener, true)
  }
}

function deferredFormOf(target: EventTarget | null): HTMLFormElement | null {
  const form = target instanceof Element ? target.closest('form') : null
  return form?.hasAttribute(DEFERRED_FORM_ATTRIBUTE) ? form : null
}

/** The page's deferred form (one a page), as the server rendered it. */
const deferredFormOnPage = () =>
  document.querySelector<HTMLFormElement>(`form[${DEFERRED_FORM_ATTRIBUTE}]`)

/** A press on, or an Enter towards, a submit button the server rendered disabled: the form needs JavaScript. */
function isHeldBack(event: Event, form: HTMLFormElement): boolean {
  const pressed =
    event.type === 'pointerup' && event.target instanceof Element
      ? event.target.closest('button')
      : null
  const entered =
    event instanceof KeyboardEvent &&
    event.key === 'Enter' &&
    !event.isComposing &&
    event.target instanceof HTMLInputElement
  const submitter = pressed ?? (entered ? form.querySelector('button[type="submit"]') : null)
  return submitter instanceof HTMLButtonElement && submitter.type === 'submit' && submitter.disabled
}

/** What the visitor did before the form's code ran that only the code can carry out. */
export interface HeldActions {
  /** Checkboxes and radio buttons clicked (not toggled) and plain buttons pressed: to be clicked again. */
  clicks: HTMLElement[]
  /** The submission, to be made again. */
  submit: HTMLFormElement | null
}

const isChoice = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')

/** The plain button (not a submit button) a click is on: only the form's code acts on it. */
const plainButtonOf = (target: EventTarget | null): HTMLButtonElement | null =>
  target instanceof Element ? target.closest<HTMLButtonElement>('button[type="button"]') : null

/**
 * Until `until` settles, puts in `held` what the visitor does in the deferred form that the
 * server's HTML cannot carry out, to be done again once the form's code runs:
 * - a submission the browser refuses (its native `required`: an `invalid` event), without the
 *   browser's bubble, so the schema's own messages show instead (decision 0011);
 * - a press of, or an Enter towards, a submit button that waits for JavaScript (a form without an
 *   `action`: FormShell);
 * - a click on a checkbox or radio button, which is not toggled: the hydrated form would not know
 *   of it (typed text it adopts: useTypedField; a choice made before the page's JavaScript ran,
 *   the choice box: ChoiceBox);
 * - a press of a plain button (choose an image, show the password), which only the code acts on;
 *   pressed again meanwhile, it is made once.
 */
export function holdEarlyActions(held: HeldActions, until: Promise<unknown>): void {
  const onInvalid = (event: Event) => {
    const form = deferredFormOf(event.target)
    if (!form) return
    event.preventDefault()
    held.submit = form
  }
  const onPress = (event: Event) => {
    const form = deferredFormOf(event.target)
    if (form && isHeldBack(event, form)) held.submit = form
  }
  const onClick = (event: Event) => {
    if (!deferredFormOf(event.target)) return
    const clicked = isChoice(event.target) ? event.target : plainButtonOf(event.target)
    if (!clicked) return
    event.preventDefault()
    // A choice is toggled by each click; a button's action (a lookup, a dialog) is asked for once.
    if (isChoice(clicked) || !held.clicks.includes(clicked)) held.clicks.push(clicked)
  }
  const stop = captureOnWindow({
    invalid: onInvalid,
    pointerup: onPress,
    keydown: onPress,
    click: onClick,
  })
  until.then(stop, stop)
}

/** Whether a field of the form shows something other than what the server rendered. */
function isChanged(form: HTMLFormElement): boolean {
  return Array.from(form.elements).some((field) => {
    if (isChoice(field)) return field.checked !== field.defaultChecked
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
      return field.value !== field.defaultValue
    if (!(field instanceof HTMLSelectElement)) return false
    const rendered = Array.from(field.options).findIndex((option) => option.defaultSelected)
    return field.selectedIndex !== Math.max(0, rendered)
  })
}

/** Whether the visitor used the form before the page's JavaScript ran: the focus is in it, or a field changed. */
const usedBeforeScripts = (form: HTMLFormElement) =>
  deferredFormOf(document.activeElement) === form || isChanged(form)

/**
 * Resolves at the next interaction (INTERACTION_EVENTS) with the deferred form. Listens on
 * `window` in the capture phase: React, whose root is the document, stops the propagation of an
 * event aimed at a part of the page it has not hydrated yet.
 */
export function waitForInteraction(): Promise<void> {
  return new Promise((resolve) => {
    const listener = (event: Event) => {
      if (!deferredFormOf(event.target)) return
      stop()
      resolve()
    }
    const stop = captureOnWindow(
      Object.fromEntries(INTERACTION_EVENTS.map((type) => [type, listener])),
    )
  })
}

/**
 * Does again, in the hydrated form, what was held before its code ran: the clicks, then the
 * submission — by the form's submit button, so that one the form now disables (a rule of the
 * spec, a pending call) is not made.
 */
export function replayHeld(held: HeldActions): void {
  for (const clicked of held.clicks.splice(0)) if (clicked.isConnected) clicked.click()
  const form = held.submit
  held.submit = null
  const submitter = form?.querySelector<HTMLButtonElement>('button[type="submit"]')
  if (form?.isConnected && !submitter?.disabled) form.requestSubmit(submitter)
}

/**
 * A form whose code (react-hook-form, the bound fields, the schema, the form itself) is not part
 * of its page's initial JavaScript (issue 16, decision 0020). The server renders it as any
 * component; in the browser, what the server rendered stays — plain HTML that takes typing and,
 * for a form with an `action`, posts (decision 0011) — until the visitor first interacts with it:
 * then its code loads and React hydrates it, the bound fields adopting what was typed meanwhile.
 * What the server's HTML could not do meanwhile (holdEarlyActions) is done again once hydrated;
 * one the browser lets through posts natively (decision 0004), before the code could send it a
 * second time. Rendered by a client-side navigation (no server HTML to keep), it loads at once.
 *
 * `load` imports the form's module dynamically; the form is a FormShell, which marks it
 * (InDeferredForm). One deferred form per page: the component waits for the first interaction
 * with any marked form. Its props must keep their identity across renders of the page (the
 * component is memoised): new props before it is hydrated would make React drop the server HTML
 * and render it afresh. Its route's loader returns its data withFormCode.
 *
 * `alreadyUsed` tells that the visitor has already used the form, by seeing it (a policy that
 * needs no scrolling is read) or earlier in this tab (a draft kept to restore): its code then
 * loads at once, to say so or to restore it.
 */
export function deferUntilInteraction<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { alreadyUsed }: { alreadyUsed?: (form: HTMLFormElement) => boolean } = {},
): ComponentType<P> & { preload: () => Promise<void> } {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  let loadingOnUse: Promise<ComponentType<P>> | undefined
  const held: HeldActions = { clicks: [], submit: null }
  const start = () => {
    if (!loading) {
      const pending = load().then(
        (component) => {
          loaded = component
          // As React marks a promise it has seen settle: `use` then returns the component at once
          // (a page rendered after a preload shows the form without a pass of the fallback).
          Object.assign(pending, { status: 'fulfilled', value: component })
          return component
        },
        (error: unknown) => {
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

  /** Loads the code at the form's first use (at once when `used`); after a failure, at the next. */
  async function loadOnUse(used: boolean) {
    for (let usedNow = used; ; usedNow = false) {
      if (!usedNow) await waitForInteraction()
      try {
        return await start()
      } catch {
        // Offline, say: the server's form keeps working as before hydration (it posts, and the
        // browser checks it); the next interaction tries again.
        held.submit?.reportValidity()
        held.submit = null
        held.clicks = []
      }
    }
  }

  /** In the browser, while React hydrates the server's form: loads its code at its first use. */
  function whenUsed() {
    // A form that is not marked (no FormShell) could not tell its use: its code loads at once.
    const form = deferredFormOnPage()
    if (!form) return start()
    if (!loadingOnUse) {
      loadingOnUse = loadOnUse(usedBeforeScripts(form) || alreadyUsed?.(form) === true)
      holdEarlyActions(held, loadingOnUse)
    }
    return loadingOnUse
  }

  function replayWhenHydrated() {
    // After the re-render that follows hydration, where a FormShell turns off the browser's
    // checks and enables its button.
    if (held.submit || held.clicks.length > 0) setTimeout(() => replayHeld(held))
  }

  function Form(props: P): JSX.Element {
    // True on the server and while React hydrates what the server rendered.
    const hydrating = !useHydrated()
    // Once hydrated (children's effects first: the form's fields are registered).
    useEffect(replayWhenHydrated, [])
    const waitsForUse = !import.meta.env.SSR && hydrating && !loaded
    return createElement(use(waitsForUse ? whenUsed() : start()), props)
  }

  function DeferredForm(props: P) {
    return (
      <InDeferredForm value>
        {/* Its own boundary: only the form waits, the rest of the page hydrates. */}
        <Suspense fallback={null}>
          <Form {...props} />
        </Suspense>
      </InDeferredForm>
    )
  }
  // For the route's loader (withFormCode): settles once the code is loaded, or could not be.
  const preload = () =>
    start().then(
      () => undefined,
      () => undefined,
    )
  return Object.assign(memo(DeferredForm) as unknown as ComponentType<P>, { preload })
}

/** A deferred form (deferUntilInteraction) as a loader preloads it. */
export interface PreloadableForm {
  preload: () => Promise<void>
}

/**
 * A route loader's data, once its deferred form's code is loaded as well. On the server the page's
 * HTML then has the form in place (not streamed after it, which only JavaScript would put in
 * place: the form must work before it runs, decision 0011); a client-side navigation, or the
 * router's preload on intent, shows the page with its form rather than an empty space while the
 * code arrives. Loaders do not run when the server's page hydrates: the first page still waits
 * for the visitor. A code that could not load leaves the page to the server's form.
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
