import { useLingui } from '@lingui/react/macro'
import { Stack, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { MultiFactorRouteType } from '~generated/api/model'
import { AnchorLink } from '~/components/router-links'
import { deferUntilInteraction } from '~/components/form/defer-until-interaction'
import { SITE_SIGNIN, type SigninFlow } from '../signin-flow'
import type { MultiFactorCodeFormProps } from './MultiFactorCodeForm'

/** Its code loads when the visitor first uses it (decision 0020). */
export const DeferredMultiFactorCodeForm = deferUntilInteraction<MultiFactorCodeFormProps>(() =>
  import('./MultiFactorCodeForm').then((module) => module.MultiFactorCodeForm),
)

/**
 * /login/multi-factor/{type}: the second factor's code (MultiFactorCodeForm) and the way to
 * another factor (spec 01 §2, §5, §7).
 */
export function MultiFactorCodePage({
  type,
  flow = SITE_SIGNIN,
}: {
  type: MultiFactorRouteType
  flow?: SigninFlow
}) {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(flow.multiFactorTypeScreen(type))

  return (
    <Stack gap="xl">
      {flow.header?.(data)}
      <Title order={1}>{t`2段階認証`}</Title>
      <DeferredMultiFactorCodeForm type={type} flow={flow} data={data} />
      {data.hasOtherTypes && (
        <AnchorLink to={flow.paths.multiFactor} size="sm">
          {t`別の方法で認証する`}
        </AnchorLink>
      )}
    </Stack>
  )
}
