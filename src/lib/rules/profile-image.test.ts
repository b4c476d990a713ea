import { describe, expect, it } from 'vitest'
import {
  PROFILE_IMAGE_MAX_BYTES,
  TOO_LARGE,
  WRONG_TYPE,
  profileImageFileProblem,
  savedImageType,
} from './profile-image'

describe('profileImageFileProblem', () => {
  it('accepts JPEG, PNG and GIF up to 10 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif'])
      expect(profileImageFileProblem({ type, size: PROFILE_IMAGE_MAX_BYTES })).toBeNull()
  })

  it('refuses other types, whatever their size', () => {
    for (const type of ['image/webp', 'image/svg+xml', 'application/pdf', ''])
      expect(profileImageFileProblem({ type, size: 10 })).toBe(WRONG_TYPE)
  })

  it('refuses a file over 10 MB', () => {
    expect(profileImageFileProblem({ type: 'image/png', size: PROFILE_IMAGE_MAX_BYTES + 1 })).toBe(
      TOO_LARGE,
    )
  })
})

describe('savedImageType', () => {
  it('keeps JPEG and saves PNG and GIF as PNG', () => {
    expect(savedImageType('image/jpeg')).toBe('image/jpeg')
    expect(savedImageType('image/png')).toBe('image/png')
    expect(savedImageType('image/gif')).toBe('image/png')
  })
})
