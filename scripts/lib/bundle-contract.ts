// Bundles the split contract (api/openapi.yaml + api/paths/* + api/components/*) into one
// document whose shared pieces are named components (#/components/schemas/ApiError…), so that
// Orval generates one type per schema instead of one per use, and Spectral lints path items
// inline (see docs/decisions/0002). The sources stay the truth; the bundle is derived.
import { isDeepStrictEqual } from 'node:util'
import { readFileSync, readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { parse } from 'yaml'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

const API = resolve(import.meta.dirname, '../../api')
const SECTIONS = [
  'schemas',
  'responses',
  'parameters',
  'headers',
  'examples',
  'requestBodies',
] as const
const COMPONENT_REF = new RegExp(`^(?:[^#]*\\.yaml)?#/(${SECTIONS.join('|')})/(.+)$`)

const readYaml = (path: string) => parse(readFileSync(path, 'utf8')) as JsonObject

function mergeComponents(root: JsonObject): void {
  const components = (root.components ??= {}) as JsonObject
  for (const file of readdirSync(resolve(API, 'components')).sort()) {
    const source = readYaml(resolve(API, 'components', file))
    for (const section of SECTIONS) {
      const target = (components[section] ??= {}) as JsonObject
      for (const [name, value] of Object.entries((source[section] ?? {}) as JsonObject)) {
        if (name in target && !isDeepStrictEqual(target[name], value)) {
          throw new Error(
            `components/${section}/${name} is defined differently in ${file} and elsewhere`,
          )
        }
        target[name] = value
      }
    }
  }
}

function inlinePathItems(root: JsonObject): void {
  const paths = root.paths as Record<string, JsonObject>
  for (const [path, item] of Object.entries(paths)) {
    const ref = item.$ref
    if (typeof ref !== 'string') continue
    const [file, pointer] = ref.split('#/')
    const inlined = readYaml(resolve(API, file!))[pointer!]
    if (!inlined) throw new Error(`${path}: ${ref} points at nothing`)
    paths[path] = inlined as JsonObject
  }
}

function rewriteRefs(node: Json): Json {
  if (Array.isArray(node)) return node.map(rewriteRefs)
  if (node === null || typeof node !== 'object') return node
  const out: JsonObject = {}
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') {
      const match = COMPONENT_REF.exec(value)
      if (!match) throw new Error(`Unsupported $ref ${value}`)
      out[key] = `#/components/${match[1]}/${match[2]}`
    } else {
      out[key] = rewriteRefs(value)
    }
  }
  return out
}

const ENVELOPE_ONLY = '#/components/schemas/EnvelopeOnly'

/**
 * Every loader answers `anyOf: [its screen, EnvelopeOnly]`. The client follows a bare
 * `redirectTo` / `flowError` before any screen renders (loadScreenData), so the types the client
 * is generated from keep the screen alone — otherwise every screen would have to narrow a union
 * that can no longer occur by the time it renders.
 */
function keepScreensOnly(root: JsonObject): void {
  for (const item of Object.values(root.paths as Record<string, JsonObject>)) {
    const media = ((item.get as JsonObject | undefined)?.responses as JsonObject | undefined)?.[
      '200'
    ] as JsonObject | undefined
    const json = (media?.content as JsonObject | undefined)?.['application/json'] as
      JsonObject | undefined
    const anyOf = (json?.schema as JsonObject | undefined)?.anyOf
    if (!json || !Array.isArray(anyOf) || anyOf.length !== 2) continue
    const [screen, envelope] = anyOf as JsonObject[]
    if (envelope.$ref === ENVELOPE_ONLY) json.schema = screen
  }
}

/**
 * The contract as one document. `forClient`: the variant Orval generates the client from, where
 * loaders answer their screen only (see keepScreensOnly); Spectral lints the faithful one.
 */
export function bundleContract({ forClient = false } = {}): JsonObject {
  const root = readYaml(resolve(API, 'openapi.yaml'))
  mergeComponents(root)
  inlinePathItems(root)
  const bundled = rewriteRefs(root) as JsonObject
  if (forClient) keepScreensOnly(bundled)
  const components = bundled.components as JsonObject
  for (const section of SECTIONS) {
    const entries = Object.entries((components[section] ?? {}) as JsonObject)
    components[section] = Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)))
  }
  return bundled
}
