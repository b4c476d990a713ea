import { rgbPng, type Rgb } from './png'

/**
 * The images of the mock's fixtures (store logo and icons, connected apps' logos), served by the
 * mock itself under `/__mock/images/`, which the site proxies like every `/__mock/` path: pages
 * load them from their own origin and never ask a host that does not resolve (console errors,
 * failed requests). Vector images, except the Apple touch icon (iOS wants a PNG).
 *
 * Profile images are the exception: the contract wants an absolute URL and the mock does not
 * know the site's address, so they are `data:` URLs of an avatar (no request at all).
 */
export const IMAGES_PREFIX = '/__mock/images/'

/** The site-relative address of a mock image, e.g. `mockImageUrl('logo-pc.svg')`. */
export const mockImageUrl = (name: string): string => `${IMAGES_PREFIX}${name}`

const ACCENT = '#1F5FBF'

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`

/** A rounded square with a play triangle: the service's mark. */
const mark = (size: number) =>
  `<rect width="${size}" height="${size}" rx="${size / 5}" fill="${ACCENT}"/>` +
  `<path d="M${size * 0.38} ${size * 0.28}v${size * 0.44}l${size * 0.36}-${size * 0.22}z" fill="#fff"/>`

/** A member's profile image: the avatar, titled with `id` so that each saved image differs. */
export const profileImageUrl = (id: string): string =>
  `data:image/svg+xml,${encodeURIComponent(
    svg(
      200,
      200,
      `<title>${id}</title><rect width="200" height="200" fill="#8bacde"/>` +
        `<circle cx="100" cy="78" r="38" fill="#fff"/><path d="M30 200c4-48 34-72 70-72s66 24 70 72z" fill="#fff"/>`,
    ),
  )}`

const appLogo = (color: string, letter: string) =>
  svg(
    96,
    96,
    `<rect width="96" height="96" rx="20" fill="${color}"/>` +
      `<text x="48" y="64" font-family="sans-serif" font-size="48" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text>`,
  )

/** A square PNG of one colour with the play triangle in white. */
function markPng(size: number): Uint8Array<ArrayBuffer> {
  const hex = (at: number) => parseInt(ACCENT.slice(at, at + 2), 16)
  const accent: Rgb = [hex(1), hex(3), hex(5)]
  return rgbPng(size, size, (x, y) => {
    // The triangle of mark(): from (0.38, 0.28) to (0.38, 0.72) and (0.74, 0.5).
    const u = x / size
    const v = y / size
    const inside = u >= 0.38 && Math.abs(v - 0.5) <= 0.22 * (1 - (u - 0.38) / 0.36)
    return inside ? [255, 255, 255] : accent
  })
}

interface Image {
  type: string
  body: () => string | Uint8Array<ArrayBuffer>
}

const SVG = 'image/svg+xml'

const IMAGES: Record<string, Image> = {
  'logo-pc.svg': {
    type: SVG,
    body: () =>
      svg(
        168,
        36,
        mark(36) +
          `<text x="46" y="25" font-family="sans-serif" font-size="17" font-weight="700" fill="${ACCENT}">CinemaStream</text>`,
      ),
  },
  'logo-sp.svg': { type: SVG, body: () => svg(36, 36, mark(36)) },
  'favicon.svg': { type: SVG, body: () => svg(32, 32, mark(32)) },
  'apple-touch-icon.png': { type: 'image/png', body: () => markPng(180) },
  'app-cinemaquiz.svg': { type: SVG, body: () => appLogo('#E8590C', 'Q') },
  'app-eigalog.svg': { type: SVG, body: () => appLogo('#2F9E44', 'E') },
}

export const isImageRequest = (request: Request): boolean =>
  new URL(request.url).pathname.startsWith(IMAGES_PREFIX)

const rendered = new Map<string, string | Uint8Array<ArrayBuffer>>()

export function handleImageRequest(request: Request): Response {
  const name = new URL(request.url).pathname.slice(IMAGES_PREFIX.length)
  const image = Object.hasOwn(IMAGES, name) ? IMAGES[name] : undefined
  if (!image || (request.method !== 'GET' && request.method !== 'HEAD')) {
    return new Response('Not Found', { status: 404 })
  }
  if (!rendered.has(name)) rendered.set(name, image.body())
  return new Response(request.method === 'HEAD' ? null : rendered.get(name), {
    headers: { 'content-type': image.type, 'cache-control': 'public, max-age=86400' },
  })
}
