import { useLingui } from '@lingui/react/macro'
import { Anchor, List, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageConsentScreenDataSuspenseQueryOptions } from '~generated/api/mypage-privacy/mypage-privacy'
import type { ConsentType, PrivacyPolicyLink } from '~generated/api/model'
import { HrefLink } from '~/components/HrefLink'
import { ConsentOption } from './ConsentOption'
import { useConsentToggle } from './use-consent-toggle'

/**
 * /mypage/consent?type=newsletter|privacy: the consent options of the type, each with its toggle
 * (spec 02 §2); the privacy type explains itself and links to the privacy policy.
 */
export function ConsentPage({ type }: { type: ConsentType }) {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetMypageConsentScreenDataSuspenseQueryOptions({ type }))
  const { consents, toggle, isSaving } = useConsentToggle(data.consents)

  return (
    <Stack gap="lg">
      <Title order={1}>{type === 'privacy' ? t`プライバシー管理` : t`メールマガジン`}</Title>
      {type === 'privacy' && <PrivacyExplanation policy={data.privacyPolicy} />}
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
        {consents.map((consent) => (
          <ConsentOption
            key={consent.consentOptionId}
            consent={consent}
            saving={isSaving(consent)}
            onToggle={() => void toggle(consent)}
          />
        ))}
      </Stack>
    </Stack>
  )
}

function PrivacyExplanation({ policy }: { policy: PrivacyPolicyLink | null }) {
  const { t } = useLingui()
  return (
    <Stack gap="xs">
      <List size="sm">
        <List.Item>{t`お客様の情報の利用について、項目ごとに許可するかどうかを選べます。`}</List.Item>
        <List.Item>{t`許可しない場合も、サービスの基本的な機能は引き続きご利用いただけます。`}</List.Item>
        <List.Item>{t`設定はいつでも変更できます。`}</List.Item>
      </List>
      <Text size="sm">
        <Anchor
          component={HrefLink}
          href={policy?.url ?? '/privacy'}
          external={policy?.isExternal ?? false}
        >
          {t`プライバシーポリシー`}
        </Anchor>
      </Text>
    </Stack>
  )
}
