import { isScrolledToEnd } from '~/lib/rules/policy-reading'

/**
 * Whether a policy of the form that is not read yet needs no scrolling, so that seeing it reads
 * it (spec 01 §4): a deferred policy form's code must then load at once to say so
 * (deferUntilInteraction's `alreadyUsed`).
 */
export const policyReadOnSight = (form: HTMLFormElement): boolean =>
  // PolicyDocument marks the box of a policy not read yet.
  Array.from(form.querySelectorAll<HTMLElement>('[data-unread-policy]')).some(isScrolledToEnd)
