import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Group } from '@mantine/core'
import { useForm } from 'react-hook-form'
import type * as z from 'zod/mini'
import type { Passkey } from '~generated/api/model'
import { patchAccountPasskey } from '~generated/api/passkeys/passkeys'
import { Button } from '~/components/button/Button'
import { FormTextField } from '~/components/form/FormTextField'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'
import { isNotFoundAnswer } from '~/lib/api/not-found-answer'
import { renamePasskeySchema } from './rename-schema'

const schema = renamePasskeySchema()
const FIELDS = ['name'] as const

export interface RenamePasskeyFormProps {
  passkey: Passkey
  onRenamed: (name: string) => void
  /** The passkey was deleted meanwhile (another tab). */
  onGone: () => void
  onCancel: () => void
}

/** A passkey's new name, in its row (its code loads when the member asks to rename). */
export function RenamePasskeyForm({
  passkey,
  onRenamed,
  onGone,
  onCancel,
}: RenamePasskeyFormProps) {
  const { t } = useLingui()
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { name: passkey.name },
  })
  const { submit, failure, pending, retryAt } = useFormSubmit(
    form,
    ({ name }) => patchAccountPasskey(passkey.id, { name }),
    {
      fields: FIELDS,
      onSuccess: (answer) => {
        if (isNotFoundAnswer(answer)) onGone()
        else if (answer && 'passkey' in answer) onRenamed(answer.passkey.name)
      },
    },
  )
  return (
    <FormShell form={form} onSubmit={submit} failure={failure}>
      <FormTextField
        requirement="required"
        control={form.control}
        name="name"
        label={t`パスキーの名前`}
        description={t`50文字以内`}
        autoComplete="off"
        data-autofocus
      />
      <Group gap="sm">
        <SubmitButton pending={pending} retryAt={retryAt}>
          {t`保存する`}
        </SubmitButton>
        <Button variant="default" onClick={onCancel} disabled={pending}>
          {t`キャンセル`}
        </Button>
      </Group>
    </FormShell>
  )
}
