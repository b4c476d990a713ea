import { useLingui } from '@lingui/react/macro'
import { Alert, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { getGetOidcConsentScreenDataSuspenseQueryOptions } from '~generated/api/oidc/oidc'
import { CheckBox } from '~/components/controls/ChoiceBox'
import { PostOnceForm } from '~/components/form-submit/PostOnceForm'
import { OidcClientHeader, useClientName } from '~/components/oidc/OidcClientHeader'
import { useSaidOnce } from '~/lib/api/use-said-once'
import { AccountCard } from '../AccountCard'
import { Button } from '~/components/button/Button'

/**
 * /oidc/consent (spec 01 §2): the client, the account, and each scope it asks for. A plain HTML
 * form posting `addScope[]` (ticked) and `rejectScope[]` (unticked) to /oidc/consent/form, so it
 * works before hydration; required scopes are ticked and cannot be unticked (sent as hidden
 * fields, a disabled box is not posted). Cancelling ends the interaction as denied.
 */
export function ConsentPage() {
  const { t } = useLingui()
  const options = getGetOidcConsentScreenDataSuspenseQueryOptions()
  const { data } = useSuspenseQuery(options)
  const name = useClientName(data.client)
  useSaidOnce(data.consentError, options.queryKey)
  const [declined, setDeclined] = useState<ReadonlySet<string>>(new Set())
  const toggle = (scopeKey: string, granted: boolean) =>
    setDeclined((previous) => {
      const next = new Set(previous)
      if (granted) next.delete(scopeKey)
      else next.add(scopeKey)
      return next
    })

  return (
    <Stack gap="xl">
      <OidcClientHeader client={data.client} />
      <Title order={1}>{t`${name}へのアクセス許可`}</Title>
      {data.consentError && (
        <Alert color="red" role="alert">
          {data.consentError.message}
        </Alert>
      )}
      <AccountCard account={data.account} />
      <PostOnceForm action="/oidc/consent/form">
        {(sending) => (
          <Stack gap="lg">
            <Text>{t`${name}が次の情報へのアクセスを求めています。`}</Text>
            <Stack gap="md" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
              <VisuallyHidden component="legend">{t`許可する情報`}</VisuallyHidden>
              {data.scopes.map((scope) =>
                scope.required ? (
                  <div key={scope.scopeKey}>
                    <input type="hidden" name="addScope[]" value={scope.scopeKey} />
                    <CheckBox
                      checked
                      disabled
                      readOnly
                      label={`${scope.scopeName}${t`（必須）`}`}
                      description={scope.scopeDescription}
                    />
                  </div>
                ) : (
                  <div key={scope.scopeKey}>
                    <CheckBox
                      name="addScope[]"
                      value={scope.scopeKey}
                      checked={!declined.has(scope.scopeKey)}
                      onChange={(event) => toggle(scope.scopeKey, event.currentTarget.checked)}
                      label={scope.scopeName}
                      description={scope.scopeDescription}
                    />
                    {declined.has(scope.scopeKey) && (
                      <input type="hidden" name="rejectScope[]" value={scope.scopeKey} />
                    )}
                  </div>
                ),
              )}
            </Stack>
            <Group grow>
              <Button component="a" href="/oidc/consent/form/abort" variant="default">
                {t`キャンセル`}
              </Button>
              <Button type="submit" loading={sending}>
                {t`許可する`}
              </Button>
            </Group>
          </Stack>
        )}
      </PostOnceForm>
    </Stack>
  )
}
