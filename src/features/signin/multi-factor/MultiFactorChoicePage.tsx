import { useLingui } from '@lingui/react/macro'
import { Group, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { FACTOR_CHOICE } from './factor-texts'
import { ButtonLink } from '~/components/button/ButtonLink'
import { SITE_SIGNIN, type SigninFlow } from '../signin-flow'
import { Badge } from '~/components/button/Badge'

/** /login/multi-factor: the second factors the member has enabled, the preferred one first. */
export function MultiFactorChoicePage({ flow = SITE_SIGNIN }: { flow?: SigninFlow }) {
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(flow.multiFactorScreen())
  const options = [...data.options].sort((a, b) => Number(b.isPreferred) - Number(a.isPreferred))

  return (
    <Stack gap="xl">
      {flow.header?.(data)}
      <Title order={1}>{t`2段階認証`}</Title>
      <Text>{t`ログインを完了するには、認証方法を選んでください。`}</Text>
      <Stack gap="sm">
        {options.map((option) => (
          <ButtonLink
            key={option.type}
            to={flow.paths.multiFactorType}
            params={{ type: option.type }}
            variant="default"
            size="lg"
            fullWidth
            justify="space-between"
            rightSection={option.isPreferred ? <Badge variant="light">{t`優先`}</Badge> : null}
          >
            <Group gap="xs" wrap="nowrap">
              <span>{i18n._(FACTOR_CHOICE[option.type])}</span>
              {option.maskedDestination && (
                <Text span size="sm" c="dimmed">
                  {option.maskedDestination}
                </Text>
              )}
            </Group>
          </ButtonLink>
        ))}
      </Stack>
    </Stack>
  )
}
