import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '~tests/setup/render'
import { OtpQrCode } from './OtpQrCode'

describe('OtpQrCode', () => {
  it('draws the otpauth URI as an SVG QR code once lean-qr is loaded', async () => {
    await renderWithProviders(
      <OtpQrCode
        uri="otpauth://totp/CinemaStream:a%40example.jp?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=CinemaStream"
        fallbackImage="data:image/svg+xml;base64,PHN2Zy8+"
        label="QRコード"
      />,
    )
    const code = await screen.findByRole('img', { name: 'QRコード' })
    expect(code.tagName.toLowerCase()).toBe('svg')
    const path = code.querySelector('path')?.getAttribute('d') ?? ''
    expect(path).toMatch(/^M\d/)
    // 37 modules plus the quiet zone of 4 on each side.
    expect(code.getAttribute('viewBox')).toBe('-4 -4 45 45')
  })
})
