// One-off helper for contract authors: adds the OWASP-required limits (maxLength, maxItems,
// integer format/minimum/maximum) to schemas in the given YAML files that lack them, keeping
// comments and layout. Review the diff: the defaults are generous upper bounds.
import { readFileSync, writeFileSync } from 'node:fs'
import { isMap, isSeq, parseDocument, visit } from 'yaml'

const longText = /(renderData|html)/i
const mediumText = /(description|message|detail|body|text)/i
const urlish = /(url|uri|link|href|redirect|returnTo|location)/i

function typesOf(node) {
  const type = node.get('type')
  if (typeof type === 'string') return [type]
  if (isSeq(type)) return type.items.map((i) => (typeof i === 'string' ? i : i.value))
  return []
}

function stringLimit(key, node) {
  const format = node.get('format')
  if (format === 'date-time') return 35
  if (format === 'date') return 10
  if (format === 'uri' || urlish.test(key)) return 2048
  if (longText.test(key)) return 200000
  if (mediumText.test(key)) return 5000
  return 255
}

for (const file of process.argv.slice(2)) {
  const doc = parseDocument(readFileSync(file, 'utf8'))
  let changes = 0
  visit(doc, {
    Map(_, node, path) {
      const types = typesOf(node)
      const parent = path.at(-1)
      const key = String(parent?.key?.value ?? parent?.key ?? "")
      if (types.includes('string') && !node.has('maxLength') && !node.has('enum') && !node.has('const')) {
        node.set('maxLength', stringLimit(key, node))
        changes++
      }
      if (types.includes('integer')) {
        if (!node.has('format')) (node.set('format', 'int32'), changes++)
        if (!node.has('minimum')) (node.set('minimum', 0), changes++)
        if (!node.has('maximum')) (node.set('maximum', 2147483647), changes++)
      }
      if (types.includes('array') && !node.has('maxItems')) {
        node.set('maxItems', 1000)
        changes++
      }
    },
  })
  writeFileSync(file, doc.toString({ lineWidth: 0, flowCollectionPadding: false }))
  console.log(`${file}: ${changes} limits added`)
}
