import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** Side of the saved square image in pixels (spec 02 §5, §9). */
export const PROFILE_IMAGE_SIZE = 200

/** The files a member may choose (spec 02 §5). */
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const

/**
 * Largest file accepted for cropping. The spec sets no limit on the chosen file (only the saved
 * 200 × 200 image is small); this keeps a phone photo and refuses what would stall the browser.
 */
export const PROFILE_IMAGE_MAX_BYTES = 10 * 1024 * 1024

export const WRONG_TYPE = msg`JPEG、PNG、GIF形式の画像を選択してください。`
export const TOO_LARGE = msg`10MB以下の画像を選択してください。`
export const UNREADABLE = msg`画像を読み込めませんでした。別の画像を選択してください。`

/** Why a chosen file cannot become the profile image, or null when it can. */
export function profileImageFileProblem(file: {
  type: string
  size: number
}): MessageDescriptor | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return WRONG_TYPE
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return TOO_LARGE
  return null
}

/**
 * The type the square is saved as: a JPEG stays a JPEG; PNG and GIF become PNG (a canvas cannot
 * write GIF, and PNG keeps their transparency). Only the first frame of an animated GIF is kept.
 */
export const savedImageType = (fileType: string): 'image/jpeg' | 'image/png' =>
  fileType === 'image/jpeg' ? 'image/jpeg' : 'image/png'
