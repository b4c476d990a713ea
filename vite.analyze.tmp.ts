import { writeFileSync } from 'node:fs'
import base from '/work/main/vite.config.ts'
export default (env: any) => {
  const config = (base as any)(env)
  config.plugins.push({
    name: 'dump-modules',
    generateBundle(this: any, _o: unknown, bundle: Record<string, any>) {
      if (this.environment?.name !== 'client') return
      const out: Record<string, Record<string, number>> = {}
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue
        out[file] = Object.fromEntries(Object.entries(chunk.modules).map(([id, m]: any) => [id, m.renderedLength]))
      }
      writeFileSync('/tmp/an/modules2.json', JSON.stringify(out))
    },
  })
  return config
}
