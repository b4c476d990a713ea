import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import { getPostalCode } from '~generated/api/address/address'
import type { AddressCandidate } from '~generated/api/model'
import { labelled, useTypedField, type BoundFieldProps } from '~/components/form/bound-field'
import layout from '~/components/form/form-layout.module.css'
import { NormalizedInput } from '~/components/controls/NormalizedInput'
import { isApiError } from '~/lib/api/api-error'
import { isValidPostalCode, normalizePostalCode } from '~/lib/rules/postal-code'
import { AddressCandidateDialog } from './AddressCandidateDialog'
import { Button } from '~/components/button/Button'

export type FormPostalCodeFieldProps<T extends FieldValues, TOut = T> = BoundFieldProps<
  T,
  TOut,
  string
> & {
  /** The address the lookup found (one result), or the one chosen in the dialog (several). */
  onAddressFound: (candidate: AddressCandidate) => void
}

/**
 * A postal code bound to the form, with its address lookup (spec 01 §7, 02 §2): 7 digits
 * (full-width and hyphens accepted), the search button enabled only then; one result fills the
 * address at once, several open '住所を選択', a failure shows the server's message on the field.
 */
export function FormPostalCodeField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  requirement,
  onAddressFound,
}: FormPostalCodeFieldProps<T, TOut>) {
  const { t } = useLingui()
  const { field, error } = useTypedField({ control, name }, normalizePostalCode)
  const [candidates, setCandidates] = useState<AddressCandidate[]>([])
  const [lookupError, setLookupError] = useState<string | null>(null)
  // The dialog (a Modal, whose portal mounts in a render of its own) joins the page with the
  // first lookup, closed until it has candidates: not while the page hydrates.
  const [dialogMounted, setDialogMounted] = useState(false)
  const lookup = useMutation({
    mutationFn: (postalCode: string) => getPostalCode(postalCode),
    onMutate: () => {
      setLookupError(null)
      setDialogMounted(true)
    },
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
  const canSearch = isValidPostalCode(field.value) && !lookup.isPending

  return (
    <>
      <NormalizedInput
        {...field}
        {...labelled(label, requirement)}
        onChange={(value) => {
          setLookupError(null)
          field.onChange(value)
        }}
        normalize={normalizePostalCode}
        error={error ?? lookupError}
        description={t`ハイフンなしの半角数字7桁`}
        placeholder={t`例：1500001`}
        inputMode="numeric"
        autoComplete="postal-code"
        inputContainer={(input) => (
          <div className={layout.withButton}>
            <div className={layout.grow}>{input}</div>
            <Button
              variant="outline"
              disabled={!canSearch}
              loading={lookup.isPending}
              onClick={() => lookup.mutate(field.value)}
            >
              {t`住所を検索`}
            </Button>
          </div>
        )}
      />
      {dialogMounted && (
        <AddressCandidateDialog
          candidates={candidates}
          onClose={() => setCandidates([])}
          onChoose={(candidate) => {
            setCandidates([])
            onAddressFound(candidate)
          }}
        />
      )}
    </>
  )
}
