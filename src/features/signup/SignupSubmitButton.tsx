import { useHydrated } from '@tanstack/react-router'
import { SubmitButton, type SubmitButtonProps } from '~/components/form/SubmitButton'

/**
 * The submit button of a sign-up form, which needs JavaScript: enabled once the page is hydrated,
 * so an early click never posts the page natively and loses what was typed. (The forms are
 * method="post" all the same, so such a post could never put a value in the URL.)
 */
export function SignupSubmitButton({ disabled = false, ...props }: SubmitButtonProps) {
  const hydrated = useHydrated()
  return <SubmitButton {...props} disabled={!hydrated || disabled} />
}
