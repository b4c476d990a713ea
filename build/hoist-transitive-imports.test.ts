import { describe, expect, it } from 'vitest'
import { importsToHoist } from './hoist-transitive-imports'

const chunk = (fileName: string, imports: string[], kind: 'entry' | 'lazy' | 'shared') => ({
  fileName,
  imports,
  isEntry: kind === 'entry',
  isDynamicEntry: kind === 'lazy',
})

const graph = (...chunks: ReturnType<typeof chunk>[]) =>
  new Map(chunks.map((each) => [each.fileName, each]))

describe('importsToHoist', () => {
  it('makes a lazy chunk import what its imports import, except what the entry loaded', () => {
    const chunks = graph(
      chunk('assets/index.js', ['assets/react.js'], 'entry'),
      chunk('assets/react.js', [], 'shared'),
      chunk('assets/route.js', ['assets/form.js'], 'lazy'),
      chunk('assets/form.js', ['assets/field.js', 'assets/react.js'], 'shared'),
      chunk('assets/field.js', ['assets/rules.js'], 'shared'),
      chunk('assets/rules.js', [], 'shared'),
    )

    expect(importsToHoist(chunks)).toEqual(
      new Map([['assets/route.js', ['assets/field.js', 'assets/rules.js']]]),
    )
  })

  it('leaves a lazy chunk that already imports all it needs, and one the entry loads', () => {
    const chunks = graph(
      chunk('assets/index.js', ['assets/eager.js'], 'entry'),
      chunk('assets/eager.js', ['assets/shared.js'], 'lazy'),
      chunk('assets/shared.js', ['assets/deep.js'], 'shared'),
      chunk('assets/deep.js', [], 'shared'),
      chunk('assets/flat.js', ['assets/leaf.js'], 'lazy'),
      chunk('assets/leaf.js', [], 'shared'),
    )

    expect(importsToHoist(chunks)).toEqual(new Map())
  })
})
