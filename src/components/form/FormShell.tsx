import { Stack, type MantineSpacing } from '@mantine/core'
import type { ComponentPropsWithoutRef, FormEventHandler, ReactNode } from 'react'
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { preventImeEnterSubmit } from '~/lib/forms/ime'
import { FormAlert } from './FormAlert'
import type { FormFailure } from './use-form-failure'

export interface FormShellProps<T extends FieldValues, TOut> extends Omit<
  ComponentPropsWithoutRef<'form'>,
  'onSubmit' | 'noValidate' | 'onKeyDown'
> {
  form: UseFormReturn<T, unknown, TOut>
  /** useFormSubmit's `submit`. */
  onSubmit: FormEventHandler<HTMLFormElement>
  /** The form-level failure, shown under the intro; a page that words it its own way omits it. */
  failure?: FormFailure | null
  /** What comes before the failure (title, instructions). */
  intro?: ReactNode
  gap?: MantineSpacing
}

/**
 * The frame of every form: the schema validates (noValidate: no browser bubbles), the Enter that
 * confirms an IME conversion never submits, the bound fields (./fields/) find the form through its
 * context, and the form-level failure is announced above the fields. Method and action pass
 * through, for a form that also works before hydration. A page of one form keeps it in
 * NarrowColumn (components/layouts).
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
  return (
    <FormProvider {...form}>
      <form {...formProps} noValidate onSubmit={onSubmit} onKeyDown={preventImeEnterSubmit}>
        <Stack gap={gap}>
          {intro}
          <FormAlert message={failure?.message} code={failure?.code} />
          {children}
        </Stack>
      </form>
    </FormProvider>
  )
}
