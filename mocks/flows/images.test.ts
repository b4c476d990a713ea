import { beforeEach, describe, expect, it } from 'vitest'
import { handleMockRequest } from '../backend'
import { MOCK_ORIGIN } from '../http'
import { MockBrowser, resetMock, signedInBrowser } from '../testing/client'

/** Every string under a key that names an image (logoPc, favicon, profileImageUrl, logo_uri…). */
function imageAddresses(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return /logo|icon|image/i.test(key) ? [value] : []
  if (Array.isArray(value)) return value.flatMap((item) => imageAddresses(item, key))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => imageAddresses(item, name))
  }
  return []
}

const fetchImage = (address: string) => handleMockRequest(new Request(`${MOCK_ORIGIN}${address}`))

describe('the fixtures’ images', () => {
  beforeEach(() => resetMock())

  it('are served by the mock from the site’s own origin, or inline', async () => {
    const member = await signedInBrowser('hanako.yamada@example.jp')
    const answers = await Promise.all([
      new MockBrowser().get('/zapi/internal/root/screen-data'),
      member.get('/zapi/internal/account-header/screen-data'),
      member.get('/zapi/internal/mypage/connections/screen-data'),
    ])
    const addresses = answers.flatMap((answer) => imageAddresses(answer.body))
    const inline = addresses.filter((address) => address.startsWith('data:image/svg+xml,'))
    const served = new Set(addresses.filter((address) => !inline.includes(address)))
    expect(inline).toHaveLength(1) // the member's profile image (the contract wants a URL)
    // Store logos and icons, two connected apps' logos.
    expect(served.size).toBe(6)
    for (const address of served) {
      expect(address).toMatch(/^\/__mock\/images\//)
      const image = await fetchImage(address)
      expect(image.status, address).toBe(200)
      expect(image.headers.get('content-type'), address).toMatch(/^image\/(svg\+xml|png)$/)
    }
  })

  it('include an Apple touch icon that is a real PNG', async () => {
    const image = await fetchImage('/__mock/images/apple-touch-icon.png')
    const bytes = new Uint8Array(await image.arrayBuffer())
    expect([...bytes.slice(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG')
  })

  it('answer 404 for an image the mock does not have', async () => {
    expect((await fetchImage('/__mock/images/nothing.png')).status).toBe(404)
  })
})
