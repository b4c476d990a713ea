import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { SexCode } from '~generated/api/model'

export interface SexOption {
  value: SexCode
  label: MessageDescriptor
}

const ALL: readonly SexOption[] = [
  { value: '1', label: msg`男性` },
  { value: '2', label: msg`女性` },
  { value: '9', label: msg`その他` },
  { value: '0', label: msg`回答しない` },
]

/** Spec 01 §3, §5: 1 male, 2 female, 9 other, 0 prefer not to answer — 0 gone when disallowed. */
export function sexOptions(disallowUnknownGender: boolean): SexOption[] {
  return ALL.filter((option) => !(disallowUnknownGender && option.value === '0'))
}

export function sexLabel(value: string | null | undefined): MessageDescriptor | undefined {
  return ALL.find((option) => option.value === value)?.label
}
