import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Modal, Text } from '@mantine/core'
import { useForm } from 'react-hook-form'
import type { Honorific } from '~generated/api/model'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form/SubmitButton'
import { FormRadioGroup } from '~/components/form/fields/FormRadioGroup'
import { FormTextField } from '~/components/form/fields/FormTextField'
import { ADDRESSEE_MAX_LENGTH } from '../rules/invoice'
import { addresseeSchema } from '../rules/addressee-schema'

export interface Addressee {
  addressee: string
  honorific: Honorific
}

export interface AddresseeModalProps {
  opened: boolean
  defaults: Addressee
  onSubmit: (addressee: Addressee) => void
}

/**
 * The invoice's first step (spec 02 §2, §4): the addressee (default the contact e-mail) and the
 * honorific; the invoice shows once it is submitted. What is typed stays in the browser.
 */
export function AddresseeModal({ opened, defaults, onSubmit }: AddresseeModalProps) {
  const { t } = useLingui()
  const form = useForm<Addressee>({
    resolver: zodResolver(addresseeSchema()),
    defaultValues: defaults,
  })
  const submit = form.handleSubmit((values) =>
    onSubmit({ ...values, addressee: values.addressee.trim() }),
  )
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={t`宛名の入力`}
    >
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
          data-autofocus
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
        <SubmitButton pending={false} fullWidth>
          {t`領収書を表示する`}
        </SubmitButton>
      </FormShell>
    </Modal>
  )
}
