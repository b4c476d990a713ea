import { crc32, deflateSync } from 'node:zlib'

export type Rgb = readonly [number, number, number]

/**
 * An 8-bit RGB PNG of `width` × `height` whose pixel at (x, y) is `pixel(x, y)`: enough for the
 * mock's icon and for test uploads, without an image library.
 */
export function rgbPng(width: number, height: number, pixel: (x: number, y: number) => Rgb) {
  const rows = Array.from({ length: height }, (_, y) => {
    const row = Buffer.alloc(1 + width * 3) // filter byte 0, then the pixels
    for (let x = 0; x < width; x++) row.set(pixel(x, y), 1 + x * 3)
    return row
  })
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
