import type { MessageDescriptor } from '@lingui/core'
import { useState } from 'react'
import { squareImageDataUrl } from '~/lib/browser/square-image'
import {
  PROFILE_IMAGE_SIZE,
  UNREADABLE,
  profileImageFileProblem,
  savedImageType,
} from '~/lib/rules/profile-image'

export type ImageChoice = { image: string } | { problem: MessageDescriptor }

/**
 * Turns a chosen file into the profile image (spec 02 §5): a JPEG, PNG or GIF of at most 10 MB,
 * centre-cropped to a square and resized to 200 × 200 px, as a data URL; or the reason it cannot.
 * `preparing` is true while the browser decodes and resizes it.
 */
export function useImageChoice() {
  const [preparing, setPreparing] = useState(false)
  const prepare = async (file: File): Promise<ImageChoice> => {
    const problem = profileImageFileProblem(file)
    if (problem) return { problem }
    setPreparing(true)
    try {
      return {
        image: await squareImageDataUrl(file, PROFILE_IMAGE_SIZE, savedImageType(file.type)),
      }
    } catch {
      return { problem: UNREADABLE }
    } finally {
      setPreparing(false)
    }
  }
  return { prepare, preparing }
}
