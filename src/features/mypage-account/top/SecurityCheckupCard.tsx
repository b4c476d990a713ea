import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { HrefLink } from '~/components/HrefLink'
import { CHECKUP_FIX_HREF, type CheckupItem } from './security-checkup'
import { TopAlert, topLinkClass } from './TopAlert'
import classes from './top.module.css'

const FINDINGS: Record<CheckupItem, MessageDescriptor> = {
  multiFactorOff: msg`2段階認証を設定して、不正なログインを防ぎましょう`,
  fewBackupCodes: msg`バックアップコードの残りがわずかです。新しいコードを発行しましょう`,
  emailUnverified: msg`メールアドレスを認証して、大切なお知らせを受け取れるようにしましょう`,
  noPassword: msg`パスワードを設定して、外部アカウントが使えないときもログインできるようにしましょう`,
}

/** The security check-up (beyond the spec): each finding links to its fix; nothing when all is well. */
export function SecurityCheckupCard({ items }: { items: readonly CheckupItem[] }) {
  const { t, i18n } = useLingui()
  if (items.length === 0) return null
  return (
    <TopAlert color="yellow" title={t`セキュリティチェック`} role="region">
      <ul className={classes.list}>
        {items.map((item) => (
          <li key={item}>
            <div className={classes.listItem}>
              <span>
                <HrefLink href={CHECKUP_FIX_HREF[item]} className={topLinkClass}>
                  {i18n._(FINDINGS[item])}
                </HrefLink>
              </span>
            </div>
          </li>
        ))}
      </ul>
    </TopAlert>
  )
}
