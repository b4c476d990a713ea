/**
 * Presses made before the code of what they press has hydrated it (decision 0025). Buttons look
 * and are enabled from the first paint, but most have no path without JavaScript: a form without
 * an `action` would post natively to its own page and lose what was typed (decision 0011), and a
 * plain button (the header's account menu) would do nothing. Until hydrated, such a part is marked
 * `data-awaiting-code` (useHeldPresses: FormShell, ProfileMenu); EARLY_PRESS_SCRIPT, inline in
 * the document's head (so it runs before the first paint), stops a click on one of its buttons (a
 * press, or the Enter that submits: the browser clicks the default button), marks the button
 * (`data-held-press`; a submit button shows its loading state, app.css) and the part makes the
 * press again once hydrated (replayHeldPresses): its code then submits the form, or acts on a
 * plain button (show the password, choose an image, open the menu). Pressed twice meanwhile, it
 * is made once.
 *
 * A form with an `action` (sign-in, decision 0004) does have a path without JavaScript: a submit
 * of it, filled as the browser's checks ask, posts natively. One the browser would refuse (an
 * empty required field) shows the browser's message and is held as well, so that once hydrated
 * the form's own checks answer it in the spec's words, instead of nothing.
 */
export const AWAITING_CODE_ATTRIBUTE = 'data-awaiting-code'
export const HELD_PRESS_ATTRIBUTE = 'data-held-press'

export const EARLY_PRESS_SCRIPT = `addEventListener('click',function(e){var b=e.target instanceof Element&&e.target.closest('button'),a=b&&(b.form||b).closest('[${AWAITING_CODE_ATTRIBUTE}]'),n=a&&a.hasAttribute('action')&&b.type==='submit';if(!a||n&&a.checkValidity())return;e.preventDefault();if(n)a.reportValidity();b.setAttribute('${HELD_PRESS_ATTRIBUTE}','');b.setAttribute('aria-busy','true')},true)`

/**
 * Makes again, in the hydrated part (a form, the account menu), the presses held before its code
 * ran, in their order on the page. A submit button the hydrated form disables (a rule of the spec,
 * a pending call) ignores the click, as it would a visitor's.
 */
export function replayHeldPresses(part: Element): void {
  for (const button of part.querySelectorAll<HTMLButtonElement>(`[${HELD_PRESS_ATTRIBUTE}]`)) {
    button.removeAttribute(HELD_PRESS_ATTRIBUTE)
    button.removeAttribute('aria-busy')
    button.click()
  }
}
