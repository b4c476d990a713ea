import { useLingui } from '@lingui/react/macro'
import { Paper, Text, Title } from '@mantine/core'
import type { SignupTexts } from '~generated/api/model'
import layout from '~/components/form/form-layout.module.css'
import { HrefLink } from '~/components/HrefLink'
import { Button } from '~/components/button/Button'

export interface SignupInvitationProps {
  texts: SignupTexts
  /** The sign-up page with the sign-in page's query string (returnTo and the like carry over). */
  href: string
}

/** The sign-up link of the sign-in page, titled and worded by the store's settings (spec 01 §2). */
export function SignupInvitation({ texts, href }: SignupInvitationProps) {
  const { t } = useLingui()
  return (
    <Paper withBorder p="lg" radius="md">
      <div className={layout.stack} data-gap="sm">
        <Title order={2} size="h4">
          {texts.title ?? t`はじめてご利用の方`}
        </Title>
        {texts.text && <Text size="sm">{texts.text}</Text>}
        <Button component={HrefLink} href={href} variant="outline" fullWidth>
          {t`新規会員登録`}
        </Button>
      </div>
    </Paper>
  )
}
