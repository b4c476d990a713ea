import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import * as z from 'zod/mini'
import { postAccountEnableMultiFactor } from '~generated/api/mypage-security/mypage-security'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'

/** Enabling e-mail or SMS asks nothing more: the form is its button. */
const schema = z.object({})

export interface EnableFactorFormProps {
  type: 'Email' | 'SMS'
  title: string
  /** What will happen, or why it cannot (the warning with its link). */
  children: ReactNode
  /** The account cannot use this type yet (unverified e-mail, no phone number). */
  blocked: boolean
}

/**
 * The set-up page of a type whose codes are sent (e-mail, SMS): the explanation and one button.
 * The answer leads to the completion, or — for the account's first type — to the backup codes.
 */
export function EnableFactorForm({ type, title, children, blocked }: EnableFactorFormProps) {
  const { t } = useLingui()
  const form = useForm({ resolver: zodResolver(schema), defaultValues: {} })
  const { submit, failure, pending } = useFormSubmit(form, () =>
    postAccountEnableMultiFactor({ multiFactorType: type }),
  )
  return (
    <NarrowColumn>
      <FormShell
        form={form}
        onSubmit={submit}
        failure={failure}
        intro={
          <>
            <Title order={1}>{title}</Title>
            {children}
          </>
        }
      >
        <SubmitButton pending={pending} disabled={blocked}>
          {t`有効にする`}
        </SubmitButton>
      </FormShell>
    </NarrowColumn>
  )
}
