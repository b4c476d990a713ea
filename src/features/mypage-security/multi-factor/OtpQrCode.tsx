import { Skeleton } from '@mantine/core'
import { useEffect, useState } from 'react'

const QR_SIZE_PX = 200
/** The quiet zone a reader needs around the code, in modules. */
const QUIET_ZONE = 4

type Drawn = { path: string; size: number } | 'failed' | null

/**
 * The QR code of the otpauth URI, drawn in the browser as SVG by lean-qr. The encoder (about
 * 5 kB) is loaded only by this component, so no other page carries it. If it cannot load, the
 * server's image of the same URI shows instead.
 */
export function OtpQrCode({
  uri,
  fallbackImage,
  label,
}: {
  uri: string
  fallbackImage: string
  label: string
}) {
  const [drawn, setDrawn] = useState<Drawn>(null)
  useEffect(() => {
    let current = true
    Promise.all([import('lean-qr'), import('lean-qr/extras/svg')])
      .then(([{ generate }, { toSvgPath }]) => {
        const code = generate(uri)
        if (current) setDrawn({ path: toSvgPath(code), size: code.size })
      })
      .catch(() => {
        if (current) setDrawn('failed')
      })
    return () => {
      current = false
    }
  }, [uri])

  if (drawn === null) return <Skeleton width={QR_SIZE_PX} height={QR_SIZE_PX} aria-hidden />
  if (drawn === 'failed')
    return <img src={fallbackImage} width={QR_SIZE_PX} height={QR_SIZE_PX} alt={label} />
  const extent = drawn.size + 2 * QUIET_ZONE
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="otp-qr-code"
      width={QR_SIZE_PX}
      height={QR_SIZE_PX}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={extent} height={extent} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  )
}
