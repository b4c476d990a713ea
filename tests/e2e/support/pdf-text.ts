import { inflateSync } from 'node:zlib'

/**
 * A PDF Chromium printed, read back just enough for tests: its page count and its text. Chromium
 * (Skia) writes plain object dictionaries and Flate-compressed streams, and its text as glyph
 * codes that each font's ToUnicode map turns back into characters; that is all this reads.
 */
export interface PdfContent {
  pageCount: number
  text: string
}

const latin1 = (bytes: Buffer) => bytes.toString('latin1')

/** Every `N 0 obj … endobj` with its dictionary text and inflated stream, by object number. */
function readObjects(pdf: Buffer): Map<number, { dict: string; stream: Buffer | null }> {
  const objects = new Map<number, { dict: string; stream: Buffer | null }>()
  const source = latin1(pdf)
  const pattern = /(\d+) 0 obj([\s\S]*?)endobj/g
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    const body = match[2] ?? ''
    const streamAt = body.indexOf('stream')
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dict: body, stream: null })
      continue
    }
    const dict = body.slice(0, streamAt)
    let start = match.index + match[0].indexOf('stream') + 'stream'.length
    if (source[start] === '\r') start++
    if (source[start] === '\n') start++
    const end = source.indexOf('endstream', start)
    const raw = pdf.subarray(start, end)
    let stream: Buffer | null = raw
    if (/\/FlateDecode/.test(dict)) {
      try {
        stream = inflateSync(raw)
      } catch {
        stream = null
      }
    }
    objects.set(Number(match[1]), { dict, stream })
  }
  return objects
}

/** A ToUnicode CMap: glyph code (hex) → text. */
function readCMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>()
  const hexText = (hex: string) =>
    String.fromCodePoint(
      ...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)).filter((unit) => unit > 0),
    )
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set((code ?? '').toUpperCase(), hexText(text ?? ''))
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, first] of (block[1] ?? '').matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const width = (from ?? '').length
      const start = parseInt(from ?? '0', 16)
      const base = parseInt(first ?? '0', 16)
      for (let code = start; code <= parseInt(to ?? '0', 16); code++)
        map.set(
          code.toString(16).toUpperCase().padStart(width, '0'),
          String.fromCodePoint(base + code - start),
        )
    }
  }
  return map
}

export function readPdf(pdf: Buffer): PdfContent {
  const objects = readObjects(pdf)
  const dicts = [...objects.values()].map((object) => object.dict)
  const pageCount = dicts.filter((dict) => /\/Type\s*\/Page(?![s\w])/.test(dict)).length
  const fontMaps = new Map<number, Map<string, string>>()
  for (const [number, { dict }] of objects) {
    const toUnicode = /\/ToUnicode\s+(\d+)\s+0\s+R/.exec(dict)
    const cmap = toUnicode && objects.get(Number(toUnicode[1]))?.stream
    if (cmap) fontMaps.set(number, readCMap(latin1(cmap)))
  }
  const pieces: string[] = []
  for (const { dict, stream } of objects.values()) {
    if (!/\/Type\s*\/Page(?![s\w])/.test(dict)) continue
    const fontNames = new Map<string, number>()
    const fontDictRef = /\/Font\s*<<([\s\S]*?)>>/.exec(dict)
    const resourcesRef = /\/Resources\s+(\d+)\s+0\s+R/.exec(dict)
    const fontDict =
      fontDictRef?.[1] ??
      (resourcesRef &&
        /\/Font\s*<<([\s\S]*?)>>/.exec(objects.get(Number(resourcesRef[1]))?.dict ?? '')?.[1])
    for (const [, name, ref] of (fontDict ?? '').matchAll(/\/(\w+)\s+(\d+)\s+0\s+R/g))
      fontNames.set(name ?? '', Number(ref))
    const contents = /\/Contents\s+(\d+)\s+0\s+R/.exec(dict)
    const content = contents && objects.get(Number(contents[1]))?.stream
    if (!content || stream) continue
    let map = new Map<string, string>()
    for (const token of latin1(content).matchAll(
      /\/(\w+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ|<([0-9A-Fa-f]*)>\s*Tj/g,
    )) {
      if (token[1]) {
        map = fontMaps.get(fontNames.get(token[1]) ?? -1) ?? new Map()
        continue
      }
      const hexes =
        token[2] !== undefined
          ? [...token[2].matchAll(/<([0-9A-Fa-f]*)>/g)].map((m) => m[1] ?? '')
          : [token[3] ?? '']
      for (const hex of hexes) {
        const width = [...map.keys()][0]?.length ?? 4
        for (const code of hex.toUpperCase().match(new RegExp(`.{${width}}`, 'g')) ?? [])
          pieces.push(map.get(code) ?? '')
      }
      pieces.push(' ')
    }
  }
  // Fonts map some CJK glyphs to their Kangxi radical code points (⼭ for 山): NFKC folds them back.
  return { pageCount, text: pieces.join('').normalize('NFKC') }
}
