import { useLingui } from '@lingui/react/macro'
import { List, ThemeIcon, VisuallyHidden } from '@mantine/core'
import type { PasswordStrength } from '~generated/api/model'
import { passwordRules } from '~/lib/rules/password'

export interface PasswordChecklistProps {
  password: string
  strength: PasswordStrength | null | undefined
  id?: string
}

/** The live checklist of the store's password rules (spec 02 §5), met rules ticked. */
export function PasswordChecklist({ password, strength, id }: PasswordChecklistProps) {
  const { t, i18n } = useLingui()
  return (
    <List id={id} size="sm" spacing={2} aria-label={t`パスワードの条件`} listStyleType="none">
      {passwordRules(strength).map((rule) => {
        const met = rule.test(password)
        return (
          <List.Item
            key={rule.id}
            data-met={met}
            icon={
              <ThemeIcon size={16} radius="xl" color={met ? 'green.8' : 'gray.6'} aria-hidden>
                {met ? '✓' : '・'}
              </ThemeIcon>
            }
          >
            {i18n._(rule.label)}
            <VisuallyHidden>{met ? t`（満たしています）` : t`（未達成）`}</VisuallyHidden>
          </List.Item>
        )
      })}
    </List>
  )
}
