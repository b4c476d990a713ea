import { useLingui } from '@lingui/react/macro'
import { Button, Group } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useState, type ReactNode, type Ref } from 'react'
import { getPostalCode } from '~generated/api/address/address'
import type { AddressCandidate } from '~generated/api/model'
import { NormalizedInput } from '../form/NormalizedInput'
import { isApiError } from '~/lib/api/api-error'
import { normalizeCode } from '~/lib/forms/normalize'
import { POSTAL_CODE_LENGTH, isValidPostalCode } from '~/lib/rules/postal-code'
import { AddressCandidateDialog } from './AddressCandidateDialog'

export interface PostalCodeFieldProps {
  label: ReactNode
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  error?: ReactNode
  required?: boolean
  name?: string
  ref?: Ref<HTMLInputElement>
  /** The address the lookup found (one result), or the one chosen in the dialog (several). */
  onAddressFound: (candidate: AddressCandidate) => void
}

/**
 * Postal code with its address lookup (spec 01 §7, 02 §2): 7 digits (full-width and hyphens
 * accepted), the search button enabled only then; one result fills the address at once,
 * several open '住所を選択', a failure shows the server's message on the field.
 */
export function PostalCodeField({ onAddressFound, error, ...input }: PostalCodeFieldProps) {
  const { t } = useLingui()
  const [candidates, setCandidates] = useState<AddressCandidate[]>([])
  const [lookupError, setLookupError] = useState<string | null>(null)
  const lookup = useMutation({
    mutationFn: (postalCode: string) => getPostalCode(postalCode),
    onMutate: () => setLookupError(null),
    onSuccess: (answer) => {
      const results = answer?.results ?? []
      if (results.length === 1) onAddressFound(results[0]!)
      else if (results.length > 1) setCandidates(results)
      else setLookupError(t`該当する住所が見つかりませんでした。`)
    },
    onError: (failure) => {
      setLookupError((isApiError(failure) && failure.message) || t`住所を検索できませんでした。`)
    },
  })
  const canSearch = isValidPostalCode(input.value) && !lookup.isPending

  return (
    <>
      <NormalizedInput
        {...input}
        onChange={(value) => {
          setLookupError(null)
          input.onChange(value)
        }}
        normalize={(typed) => normalizeCode(typed).slice(0, POSTAL_CODE_LENGTH)}
        error={error ?? lookupError}
        description={t`ハイフンなしの半角数字7桁`}
        placeholder={t`例：1500001`}
        inputMode="numeric"
        autoComplete="postal-code"
        inputContainer={(field) => (
          <Group gap="sm" wrap="nowrap">
            <div style={{ flex: 1 }}>{field}</div>
            <Button
              variant="outline"
              disabled={!canSearch}
              loading={lookup.isPending}
              onClick={() => lookup.mutate(input.value)}
            >
              {t`住所を検索`}
            </Button>
          </Group>
        )}
      />
      <AddressCandidateDialog
        candidates={candidates}
        onClose={() => setCandidates([])}
        onChoose={(candidate) => {
          setCandidates([])
          onAddressFound(candidate)
        }}
      />
    </>
  )
}
