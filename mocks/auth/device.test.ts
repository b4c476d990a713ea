import { describe, expect, it } from 'vitest'
import { describeUserAgent } from './device'

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
      'Windows',
      'Chrome 142',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 19_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/19.0 Mobile/15E148 Safari/604.1',
      'iPhone',
      'Safari 19',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      'iPad',
      'Safari 18',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Mac',
      'Safari 18',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0',
      'Windows',
      'Edge 142',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36',
      'Android',
      'Chrome 142',
    ],
  ])('names the device and browser of %s', (userAgent, deviceInfo, browserInfo) => {
    expect(describeUserAgent(userAgent)).toEqual({ deviceInfo, browserInfo })
  })

  it('gives null for what it cannot tell', () => {
    expect(describeUserAgent('')).toEqual({ deviceInfo: null, browserInfo: null })
    expect(describeUserAgent('curl/8.5.0')).toEqual({ deviceInfo: null, browserInfo: null })
  })
})
