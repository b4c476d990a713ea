import { describe, expect, it } from 'vitest'
import {
  PostAccountProfileImageBody,
  postAccountProfileImageBodyProfileImageOneMax,
} from '../generated/zod/mypage-profile/mypage-profile.zod'
import {
  bodyLimitFor,
  CALL_BODY_LIMIT,
  FORM_BODY_LIMIT,
  PROFILE_IMAGE_BODY_LIMIT,
  withBodyLimit,
} from './body-limits.ts'

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(`http://site${path}`, {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit)

describe('bodyLimitFor', () => {
  it('gives the profile image the most, calls less, and form posts and the rest the least', () => {
    expect(bodyLimitFor('/zapi/account/profile-image')).toBe(PROFILE_IMAGE_BODY_LIMIT)
    expect(bodyLimitFor('/zapi/account/consent')).toBe(CALL_BODY_LIMIT)
    expect(bodyLimitFor('/oidc/op/token')).toBe(CALL_BODY_LIMIT)
    expect(bodyLimitFor('/login')).toBe(FORM_BODY_LIMIT)
    expect(bodyLimitFor('/oidc/consent/form')).toBe(FORM_BODY_LIMIT)
    expect(bodyLimitFor('/mypage')).toBe(FORM_BODY_LIMIT)
    // Another spelling of the image's path is not the image's: it gets a smaller limit.
    expect(bodyLimitFor('/zapi/account/profile-image/')).toBe(CALL_BODY_LIMIT)
  })

  it('lets the largest profile image the contract allows through', () => {
    const largest = `data:image/png;base64,${'A'.repeat(postAccountProfileImageBodyProfileImageOneMax - 22)}`
    const body = JSON.stringify({ profileImage: largest })
    expect(PostAccountProfileImageBody.safeParse(JSON.parse(body)).success).toBe(true)
    expect(new TextEncoder().encode(body).byteLength).toBeLessThanOrEqual(PROFILE_IMAGE_BODY_LIMIT)
  })
})

describe('withBodyLimit', () => {
  it('answers 413 at once to a body declared larger than its limit', async () => {
    const declared = post('/login', 'x', { 'content-length': String(FORM_BODY_LIMIT + 1) })
    const answer = withBodyLimit(declared)
    expect(answer).toBeInstanceOf(Response)
    expect((answer as Response).status).toBe(413)
  })

  it('fails a streamed body as soon as it outgrows the limit, and passes one at the limit', async () => {
    const stream = (size: number) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let sent = 0; sent < size; sent += 1024)
            controller.enqueue(new Uint8Array(Math.min(1024, size - sent)))
          controller.close()
        },
      })
    const over = withBodyLimit(post('/login', stream(FORM_BODY_LIMIT + 1)))
    await expect((over as Request).arrayBuffer()).rejects.toMatchObject({
      code: 'ERR_BODY_TOO_LARGE',
    })
    const at = withBodyLimit(post('/login', stream(FORM_BODY_LIMIT)))
    expect((await (at as Request).arrayBuffer()).byteLength).toBe(FORM_BODY_LIMIT)
  })
})
