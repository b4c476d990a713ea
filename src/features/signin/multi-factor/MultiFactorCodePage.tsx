import { useLingui } from '@lingui/react/macro'
import { Stack, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { MultiFactorRouteType } from '~generated/api/model'
import layout from '~/components/form/form-layout.module.css'
import { AnchorLink } from '~/components/router-links'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import { codeName } from '~/lib/i18n/code-name'
import { SITE_SIGNIN, type SigninFlow } from '../signin-flow'
import { SentCodeResend } from '~/components/code-entry/CodeResend'
import type { MultiFactorCodeFormProps } from './MultiFactorCodeForm'

/** Its code loads with the page (decision 0025). */
export const DeferredMultiFactorCodeForm = lazyForm<MultiFactorCodeFormProps>(() =>
  import('./MultiFactorCodeForm').then((module) => module.MultiFactorCodeForm),
)

/**
 * /login/multi-factor/{type}: the second factor's code (MultiFactorCodeForm), the resend of an
 * e-mailed or texted one and the way to another factor (spec 01 §2, §4, §5, §7, §9). The resend
 * is the page's, outside the form: its countdown and advice run from the start (a reload, too),
 * not only once the form's code has arrived.
 */
export function MultiFactorCodePage({
  type,
  flow = SITE_SIGNIN,
}: {
  type: MultiFactorRouteType
  flow?: SigninFlow
}) {
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(flow.multiFactorTypeScreen(type))
  const displayName = codeName(i18n, data.pinCode?.displayName)

  return (
    <Stack gap="xl">
      {flow.header?.(data)}
      <Title order={1}>{t`2段階認証`}</Title>
      <div className={layout.stack}>
        <DeferredMultiFactorCodeForm
          type={type}
          flow={flow}
          data={data}
          displayName={displayName}
        />
        {data.pinCode && (
          <SentCodeResend
            code={{ ...data.pinCode, displayName }}
            send={() => flow.resendFactorCode(type)}
          />
        )}
      </div>
      {data.hasOtherTypes && (
        <AnchorLink to={flow.paths.multiFactor} size="sm">
          {t`別の方法で認証する`}
        </AnchorLink>
      )}
    </Stack>
  )
}
