import type { ComponentPropsWithoutRef, FormEvent, ReactNode } from 'react'
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { preventImeEnterSubmit } from '~/lib/forms/ime'
import { useHeldPresses } from '../before-hydration/use-held-presses'
import { FormAlert } from '../form-submit/FormAlert'
import classes from './form-layout.module.css'
import type { FormFailure } from '../form-submit/use-form-failure'

export interface FormShellProps<T extends FieldValues, TOut> extends Omit<
  ComponentPropsWithoutRef<'form'>,
  'onSubmit' | 'noValidate' | 'onKeyDown' | 'method'
> {
  form: UseFormReturn<T, unknown, TOut>
  /** useFormSubmit's `submit` (its promise is the form's to await: the page is not told). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>
  /** The form-level failure, shown under the intro; a page that words it its own way omits it. */
  failure?: FormFailure | null
  /** What comes before the failure (title, instructions). */
  intro?: ReactNode
  /** The space between the intro, the failure and the fields (Mantine's spacing). */
  gap?: 'md' | 'lg' | 'xl'
}

/**
 * The frame of every form: the schema validates (noValidate: no browser bubbles), the Enter that
 * confirms an IME conversion never submits, the bound fields (./fields/) find the form through its
 * context, and the form-level failure is announced above the fields. A page of one form keeps it
 * in NarrowColumn (components/layouts).
 *
 * Before the page's JavaScript runs, the form is plain HTML (decision 0011). It is always
 * `method="post"`, so a native submit never puts what was typed (a password) in the URL, and so
 * in the address bar, the history and server logs. A form with an `action` posts there, to a
 * route that answers it (sign-in, decision 0004), and until hydration the browser checks it (its
 * fields' native `required`: an empty form is not sent, and its press is held to be answered in
 * the spec's words once hydrated). Any other form needs JavaScript: until it is hydrated, a press
 * of its buttons is held and made again once it is (early-presses.ts, decision 0025).
 */
export function FormShell<T extends FieldValues, TOut>({
  form,
  onSubmit,
  failure,
  intro,
  gap = 'md',
  children,
  ...formProps
}: FormShellProps<T, TOut>) {
  const needsJavaScript = formProps.action === undefined
  const { ref, hydrated, awaiting } = useHeldPresses<HTMLFormElement>()
  return (
    <FormProvider {...form}>
      <form
        {...formProps}
        ref={ref}
        {...awaiting}
        method="post"
        noValidate={needsJavaScript || hydrated}
        onSubmit={(event) => void onSubmit(event)}
        onKeyDown={preventImeEnterSubmit}
      >
        <div className={classes.stack} data-gap={gap}>
          {intro}
          <FormAlert
            message={failure?.message}
            code={failure?.code}
            requestId={failure?.requestId}
          />
          {children}
        </div>
      </form>
    </FormProvider>
  )
}
