import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'

/**
 * What a registered card whose expiry month has ended says (spec 02 §5), wherever it is listed:
 * the list of payment methods, the choice of a contract's.
 */
export function CardExpiredNote() {
  const { t } = useLingui()
  return (
    <Text
      component="span"
      c="light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))"
      fw={700}
      display="block"
    >
      {t`有効期限が切れています。新しいカードを登録してください。`}
    </Text>
  )
}
