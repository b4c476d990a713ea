/**
 * Presses made in a form before its code has hydrated it (decision 0025). Its buttons look and
 * are enabled from the first paint, but a form without an `action` has no path without
 * JavaScript: a native submit would post it to its own page and lose what was typed (decision
 * 0011). FormShell marks such a form `data-awaiting-code` until hydrated; EARLY_PRESS_SCRIPT, inline
 * in the document's head (so it runs before the first paint), stops a click on one of its buttons
 * (a press, or the Enter that submits: the browser clicks the default button), marks the button
 * (`data-held-press`; a submit button shows its loading state, app.css) and FormShell makes the
 * press again once hydrated (replayHeldPresses): the form's code then submits it, or acts on a
 * plain button (show the password, choose an image). Pressed twice meanwhile, it is made once.
 */
export const AWAITING_CODE_ATTRIBUTE = 'data-awaiting-code'
export const HELD_PRESS_ATTRIBUTE = 'data-held-press'

export const EARLY_PRESS_SCRIPT = `addEventListener('click',function(e){var b=e.target instanceof Element&&e.target.closest('button'),f=b&&b.form;if(!f||!f.hasAttribute('${AWAITING_CODE_ATTRIBUTE}'))return;e.preventDefault();b.setAttribute('${HELD_PRESS_ATTRIBUTE}','');b.setAttribute('aria-busy','true')},true)`

/**
 * Makes again, in the hydrated form, the presses held before its code ran, in their order on the
 * page. A submit button the hydrated form disables (a rule of the spec, a pending call) ignores
 * the click, as it would a visitor's.
 */
export function replayHeldPresses(form: HTMLFormElement): void {
  for (const button of form.querySelectorAll<HTMLButtonElement>(`[${HELD_PRESS_ATTRIBUTE}]`)) {
    button.removeAttribute(HELD_PRESS_ATTRIBUTE)
    button.removeAttribute('aria-busy')
    button.click()
  }
}
