import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import type { AccountPaymentMethod } from '~generated/api/model'
import { FormAlert } from '~/components/form-submit/FormAlert'
import { LazyConfirmModal } from '~/components/LazyConfirmModal'
import { CardExpiredNote } from '~/components/payments/CardExpiredNote'
import { PageSection } from '~/components/settings/PageSection'
import { SettingRow } from '~/components/settings/SettingRow'
import { SettingsSection } from '~/components/settings/SettingsSection'
import { formatCardExpiry, formatPaymentMethod } from '~/lib/format/payment-method'
import { paymentMethodViews } from '../rules/payment-methods'
import { useDeleteMethod } from './use-delete-method'
import { Badge } from '~/components/button/Badge'
import { Button } from '~/components/button/Button'

/**
 * The registered methods (spec 02 §2, §4, §5): brand and last digits with the expiry (the expired
 * message once its month has ended), or the method's name; a delete button unless a contract
 * uses it (or one scheduled for cancellation), after a confirmation.
 */
export function RegisteredMethods({
  methods,
  now,
}: {
  methods: readonly AccountPaymentMethod[]
  now: Date
}) {
  const { t, i18n } = useLingui()
  const { target, setTarget, remove, deleting, failure } = useDeleteMethod()
  const views = paymentMethodViews(methods, now)
  const targetView = views.find((view) => view.method.accountPaymentMethodId === target)
  const title = t`登録済みのお支払い方法`

  return (
    <>
      <FormAlert message={failure?.message} code={failure?.code} requestId={failure?.requestId} />
      {views.length === 0 ? (
        <PageSection title={title}>
          <Text>{t`登録済みのお支払い方法はありません。`}</Text>
        </PageSection>
      ) : (
        <SettingsSection title={title}>
          {views.map(({ method, expired, deletable }) => {
            const label = formatPaymentMethod(i18n, method)
            const expiry = formatCardExpiry(method.cardInfo?.expireDate)
            return (
              <SettingRow
                key={method.accountPaymentMethodId}
                label={label}
                value={
                  <>
                    {expiry && t`有効期限：${expiry}`}
                    {expired && <CardExpiredNote />}
                    {!deletable && (
                      <Badge component="span" variant="default" style={{ display: 'block' }}>
                        {t`ご契約中のプランで利用中`}
                      </Badge>
                    )}
                  </>
                }
                action={
                  deletable && (
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setTarget(method.accountPaymentMethodId)}
                      aria-label={t`${label}を削除`}
                    >
                      {t`削除`}
                    </Button>
                  )
                }
              />
            )
          })}
        </SettingsSection>
      )}
      <LazyConfirmModal
        opened={target !== null}
        onClose={() => setTarget(null)}
        onConfirm={() => {
          if (target !== null) void remove(target)
        }}
        loading={deleting}
        title={t`お支払い方法を削除しますか？`}
        confirmLabel={t`削除する`}
        cancelLabel={t`キャンセル`}
        confirmColor="red.9"
      >
        <Text>{t`${targetView ? formatPaymentMethod(i18n, targetView.method) : ''}を削除します。この操作は取り消せません。`}</Text>
      </LazyConfirmModal>
    </>
  )
}
