import { useLingui } from '@lingui/react/macro'
import { Stack, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { GetLoginCodeScreenDataParams } from '~generated/api/model'
import { AnchorLink } from '~/components/router-links'
import { deferUntilInteraction } from '~/components/form/defer-until-interaction'
import { codeName } from '~/lib/i18n/code-name'
import { SITE_SIGNIN, type SigninFlow } from '../signin-flow'
import type { LoginCodeStepsProps } from './LoginCodeSteps'

/** Its code (both steps' forms) loads when the visitor first uses it (decision 0020). */
export const DeferredLoginCodeSteps = deferUntilInteraction<LoginCodeStepsProps>(() =>
  import('./LoginCodeSteps').then((module) => module.LoginCodeSteps),
)

/** /login/code (spec 01 §2, §4): the address, then the e-mailed code (LoginCodeSteps). */
export function LoginCodePage({
  flow = SITE_SIGNIN,
  ...params
}: GetLoginCodeScreenDataParams & { flow?: SigninFlow }) {
  const returnTo = flow.returnTo(params.returnTo)
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(flow.codeScreen(params))
  const displayName = codeName(i18n, data.pinCode.displayName)

  return (
    <Stack gap="xl">
      {flow.header?.(data)}
      <Title order={1}>{t`${displayName}でログイン`}</Title>
      <DeferredLoginCodeSteps
        data={data}
        displayName={displayName}
        returnTo={returnTo}
        flow={flow}
      />
      <AnchorLink to={flow.paths.login} search={{ returnTo: params.returnTo }} size="sm">
        {t`ほかの方法でログイン`}
      </AnchorLink>
    </Stack>
  )
}
