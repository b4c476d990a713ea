import { showsMultiFactorRow, type TopPageContext } from './top-rules'

/** At or below this many unused backup codes the check-up suggests new ones. */
export const FEW_BACKUP_CODES = 3

export type CheckupItem = 'multiFactorOff' | 'fewBackupCodes' | 'emailUnverified' | 'noPassword'

/** Where each finding is fixed. */
export const CHECKUP_FIX_HREF: Record<CheckupItem, string> = {
  multiFactorOff: '/mypage/multi-factor',
  fewBackupCodes: '/mypage/multi-factor/backup-code',
  emailUnverified: '/mypage/email/verify',
  noPassword: '/mypage/enable-password',
}

/**
 * The security check-up of the account top (not in the spec): what weakens the account, most
 * urgent first; empty when all is well (the card is then hidden). Pure.
 */
export function securityCheckup(
  context: TopPageContext,
  remainingBackupCodeCount: number | null,
): CheckupItem[] {
  const { account } = context
  const items: CheckupItem[] = []
  if (showsMultiFactorRow(context) && !account.isEnabledMultiFactor) items.push('multiFactorOff')
  if (
    account.isEnabledMultiFactor &&
    remainingBackupCodeCount !== null &&
    remainingBackupCodeCount <= FEW_BACKUP_CODES
  )
    items.push('fewBackupCodes')
  if (!account.isEmailVerified) items.push('emailUnverified')
  if (!account.hasPassword) items.push('noPassword')
  return items
}
