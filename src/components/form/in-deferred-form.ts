import { createContext } from 'react'

/**
 * FormShell marks its `<form>` (`data-deferred-form`) when rendered by deferUntilInteraction: that
 * is how the listeners, which run before the form's code, tell it from the page's other forms.
 */
export const InDeferredForm = createContext(false)
export const DEFERRED_FORM_ATTRIBUTE = 'data-deferred-form'
