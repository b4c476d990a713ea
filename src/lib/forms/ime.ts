import type { KeyboardEvent } from 'react'

/**
 * Keeps Enter from submitting a form while an IME is composing (confirming a Japanese
 * conversion). Chromium reports composition Enter as keyCode 229 on some platforms.
 */
export function preventImeEnterSubmit(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key === 'Enter' && (event.nativeEvent.isComposing || event.keyCode === 229)) {
    event.preventDefault()
  }
}
