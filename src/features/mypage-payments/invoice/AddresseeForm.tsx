import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useForm } from 'react-hook-form'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { FormRadioGroup } from '~/components/form/FormRadioGroup'
import { FormTextField } from '~/components/form/FormTextField'
import { lazyResolver, useLazyResolver } from '~/components/before-hydration/use-lazy-resolver'
import { ADDRESSEE_MAX_LENGTH, type Addressee } from '../rules/invoice'

const resolver = lazyResolver(() =>
  import('../rules/addressee-schema').then((module) => module.addresseeResolver()),
)

export interface AddresseeFormProps {
  defaults: Addressee
  onSubmit: (addressee: Addressee) => void
}

/**
 * The invoice's addressee (default the contact e-mail) and honorific (spec 02 §2, §4). What is
 * typed stays in the browser: the invoice shows once it is sent.
 */
export function AddresseeForm({ defaults, onSubmit }: AddresseeFormProps) {
  const { t } = useLingui()
  const form = useForm<Addressee>({ resolver: useLazyResolver(resolver), defaultValues: defaults })
  const submit = form.handleSubmit((values) =>
    onSubmit({ ...values, addressee: values.addressee.trim() }),
  )
  return (
    <FormShell
      form={form}
      onSubmit={submit}
      intro={<Text size="sm">{t`領収書に記載する宛名を入力してください。`}</Text>}
    >
      <FormTextField
        name="addressee"
        label={t`宛名`}
        requirement="required"
        maxLength={ADDRESSEE_MAX_LENGTH + 20}
      />
      <FormRadioGroup
        name="honorific"
        label={t`敬称`}
        options={[
          { value: 'NONE', label: t`なし` },
          { value: '様', label: t`様` },
          { value: '御中', label: t`御中` },
        ]}
      />
      <SubmitButton pending={false}>{t`領収書を表示する`}</SubmitButton>
    </FormShell>
  )
}
