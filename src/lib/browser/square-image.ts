/** The largest centred square of a width × height image: its top-left corner and side. */
export function centredSquare(width: number, height: number) {
  const side = Math.min(width, height)
  return { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), side }
}

/**
 * An image file centre-cropped to a square and resized to `size` × `size` pixels, as a data URL
 * of `type` (spec 02 §5). Rejects when the browser cannot decode the file.
 */
export async function squareImageDataUrl(
  file: Blob,
  size: number,
  type: 'image/jpeg' | 'image/png',
): Promise<string> {
  const image = await createImageBitmap(file)
  try {
    const { x, y, side } = centredSquare(image.width, image.height)
    const canvas = document.createElement('canvas')
    canvas.width = size
    canvas.height = size
    const context = canvas.getContext('2d')
    if (!context) throw new Error('No 2D canvas')
    context.imageSmoothingQuality = 'high'
    context.drawImage(image, x, y, side, side, 0, 0, size, size)
    return canvas.toDataURL(type, 0.9)
  } finally {
    image.close()
  }
}
