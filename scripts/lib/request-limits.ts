/**
 * A contract lint (issue 29, item 10): a request may never write a value that the entity reading
 * it back refuses. A request object that writes an entity (at least half of its fields, and two or
 * more, are fields of an entity of api/components/entities.yaml) must give each of those fields
 * limits (maxLength, maximum, minimum, pattern, enum) at least as strict as the entity's. A looser
 * request let a 100-character nickname be saved that Account (maxLength 50) then refused on every
 * My Page screen.
 */
type Json = { [key: string]: unknown }

export interface LooserLimit {
  request: string
  entity: string
  limit: string
}

const LIMITS = ['maxLength', 'maximum', 'minimum', 'pattern', 'enum'] as const

export function looserRequestLimits(contract: Json, entityNames: readonly string[]): LooserLimit[] {
  const schemas = ((contract.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>
  const resolve = (schema: Json): Json => {
    const ref = schema.$ref
    if (typeof ref !== 'string') return schema
    return resolve(schemas[ref.replace('#/components/schemas/', '')] ?? {})
  }
  const isEntity = (schema: Json) =>
    entityNames.some((name) => schema.$ref === `#/components/schemas/${name}`)
  const entities = entityNames
    .filter((name) => schemas[name])
    .map((name) => ({ name, fields: fieldsOf(schemas[name], resolve) }))
  const found: LooserLimit[] = []
  for (const [where, body] of requestBodies(contract)) {
    for (const [objectPath, fields] of objectsOf(body, where, resolve, isEntity)) {
      for (const entity of entities) {
        const common = [...fields.keys()].filter((name) => entity.fields.has(name))
        if (common.length < 2 || common.length * 2 < fields.size) continue
        for (const name of common) {
          const limit = looserLimit(fields.get(name)!, entity.fields.get(name)!, resolve)
          if (limit)
            found.push({
              request: `${objectPath}.${name}`,
              entity: `${entity.name}.${name}`,
              limit,
            })
        }
      }
    }
  }
  return found
}

function requestBodies(contract: Json): [string, Json][] {
  const bodies: [string, Json][] = []
  for (const [path, item] of Object.entries((contract.paths ?? {}) as Record<string, Json>)) {
    for (const [method, operation] of Object.entries(item)) {
      const content = ((operation as Json | undefined)?.requestBody as Json | undefined)?.content
      const schema = (content as Record<string, Json> | undefined)?.['application/json']?.schema
      if (schema) bodies.push([`${method.toUpperCase()} ${path}`, schema as Json])
    }
  }
  return bodies
}

/** An object schema's own fields (through allOf), resolved. */
function fieldsOf(schema: Json, resolve: (schema: Json) => Json): Map<string, Json> {
  const resolved = resolve(schema)
  const fields = new Map<string, Json>()
  for (const part of (resolved.allOf ?? []) as Json[])
    for (const [name, field] of fieldsOf(part, resolve)) fields.set(name, field)
  for (const [name, field] of Object.entries((resolved.properties ?? {}) as Record<string, Json>))
    fields.set(name, resolve(field))
  return fields
}

/**
 * Every object under a request body (nested fields, array items, variants), with its fields; not
 * inside an entity the request carries whole (its fields are the entity's own).
 */
function objectsOf(
  schema: Json,
  where: string,
  resolve: (schema: Json) => Json,
  isEntity: (schema: Json) => boolean,
  seen = new Set<Json>(),
): [string, Map<string, Json>][] {
  if (isEntity(schema)) return []
  const resolved = resolve(schema)
  if (seen.has(resolved)) return []
  seen.add(resolved)
  const fields = fieldsOf(resolved, resolve)
  const found: [string, Map<string, Json>][] = fields.size > 0 ? [[where, fields]] : []
  const raw = fieldsOf(resolved, (part) => part)
  for (const [name, field] of raw)
    found.push(...objectsOf(field, `${where}.${name}`, resolve, isEntity, seen))
  const variants = ['oneOf', 'anyOf'].flatMap((key) => (resolved[key] ?? []) as Json[])
  if (resolved.items) variants.push(resolved.items as Json)
  for (const variant of variants) found.push(...objectsOf(variant, where, resolve, isEntity, seen))
  return found
}

/** A field's limits, across its non-null variants (`oneOf: [X, null]`). */
function limitsOf(schema: Json, resolve: (schema: Json) => Json): Json {
  const variants = (((schema.oneOf ?? schema.anyOf) as Json[] | undefined) ?? []).map(resolve)
  return Object.assign({}, ...variants.filter((variant) => variant.type !== 'null'), schema) as Json
}

/** The first limit the entity sets that the request leaves looser, if any. */
function looserLimit(
  request: Json,
  entity: Json,
  resolve: (schema: Json) => Json,
): string | undefined {
  const asked = limitsOf(request, resolve)
  const held = limitsOf(entity, resolve)
  // A closed list of values is as strict as its values are.
  if (Array.isArray(asked.enum)) {
    const refused = asked.enum.find((value) => !keepsLimits(value, held))
    return refused === undefined
      ? undefined
      : `enum value ${JSON.stringify(refused)} refused by the entity`
  }
  for (const limit of LIMITS) {
    const entityLimit = held[limit]
    if (entityLimit === undefined) continue
    const requestLimit = asked[limit]
    if (requestLimit === undefined || isLooser(limit, requestLimit, entityLimit))
      return `${limit} ${JSON.stringify(requestLimit ?? null)} looser than ${JSON.stringify(entityLimit)}`
  }
  return undefined
}

function keepsLimits(value: unknown, held: Json): boolean {
  if (Array.isArray(held.enum)) return held.enum.includes(value)
  if (typeof value === 'string') {
    if (typeof held.maxLength === 'number' && value.length > held.maxLength) return false
    if (typeof held.pattern === 'string' && !new RegExp(held.pattern, 'u').test(value)) return false
  }
  if (typeof value === 'number') {
    if (typeof held.maximum === 'number' && value > held.maximum) return false
    if (typeof held.minimum === 'number' && value < held.minimum) return false
  }
  return true
}

function isLooser(limit: (typeof LIMITS)[number], asked: unknown, held: unknown): boolean {
  switch (limit) {
    case 'maxLength':
    case 'maximum':
      return (asked as number) > (held as number)
    case 'minimum':
      return (asked as number) < (held as number)
    case 'pattern':
      return asked !== held
    case 'enum':
      return (asked as unknown[]).some((value) => !(held as unknown[]).includes(value))
  }
}
