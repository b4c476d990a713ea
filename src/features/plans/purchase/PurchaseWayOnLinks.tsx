import { useLingui } from '@lingui/react/macro'
import { Anchor, Group } from '@mantine/core'
import { HrefLink } from '~/components/HrefLink'
import { useRootData } from '~/lib/root-data/use-root-data'
import { leadsToPlanList, purchaseWayOn } from '../rules/purchase-messages'

/**
 * The way on after a failed purchase call (spec 01 §8), under its message: the contracts
 * (already billed, or the limit reached), the plan list (no longer on sale), or the form to change
 * the payment method or code. A passing failure is simply tried again (nothing shown). In the
 * native app, where plan lists are hidden, the message stands alone instead of the first two.
 */
export function PurchaseWayOnLinks({
  code,
  formPath,
}: {
  code: string | undefined
  formPath: string | null
}) {
  const { t } = useLingui()
  const { browser } = useRootData()
  if (!code) return null
  const way = purchaseWayOn(code)
  if (browser.isApp && leadsToPlanList(way)) return null
  const link = (href: string, label: string) => (
    <Group>
      <Anchor component={HrefLink} href={href}>
        {label}
      </Anchor>
    </Group>
  )
  if (way === 'contracts') return link('/mypage/plans', t`ご契約状況を確認する`)
  if (way === 'plans') return link('/plans', t`プラン一覧に戻る`)
  if (way === 'fixOrder' && formPath)
    return link(formPath, t`お支払い方法・キャンペーンコードを変更する`)
  return null
}
