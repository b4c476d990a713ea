import { describe, expect, it } from 'vitest'
import type { AccountRegistrationSetting, Profile } from '~generated/api/model'
import { PROFILE_MAX_LENGTHS, standardFieldErrors } from './profile-rules'
import { bundledContract } from './testing/contract'

type Schema = { properties: Record<string, { maxLength?: number }> }
const contractProfile = (bundledContract() as { components: { schemas: Record<string, Schema> } })
  .components.schemas.Profile

const everyFieldOptional = { fields: {} } as unknown as AccountRegistrationSetting

describe('the mock profile rules', () => {
  it('keep the maxLength the contract gives each profile field', () => {
    for (const [field, maxLength] of Object.entries(PROFILE_MAX_LENGTHS)) {
      expect([field, contractProfile.properties[field]?.maxLength]).toEqual([field, maxLength])
    }
  })

  it('refuse a nickname longer than the Account entity holds (a 100-character one was saved)', () => {
    const at = (length: number) =>
      standardFieldErrors({ nickname: 'あ'.repeat(length) } as Profile, everyFieldOptional)
    expect(at(50)).toEqual([])
    expect(at(51)).toEqual([
      expect.objectContaining({ field: 'nickname', message: '50文字以内で入力してください。' }),
    ])
    expect(at(100)).toHaveLength(1)
  })
})
