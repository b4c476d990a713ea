/** Open-source packages shipped to the browser, with their licences. */
export interface OpenSourcePackage {
  name: string
  license: string
  url: string
}

export const OPEN_SOURCE_PACKAGES: readonly OpenSourcePackage[] = [
  { name: 'React', license: 'MIT', url: 'https://github.com/facebook/react' },
  { name: 'TanStack Router / Start', license: 'MIT', url: 'https://github.com/TanStack/router' },
  { name: 'TanStack Query', license: 'MIT', url: 'https://github.com/TanStack/query' },
  { name: 'Mantine', license: 'MIT', url: 'https://github.com/mantinedev/mantine' },
  { name: 'Lingui', license: 'MIT', url: 'https://github.com/lingui/js-lingui' },
  {
    name: 'React Hook Form',
    license: 'MIT',
    url: 'https://github.com/react-hook-form/react-hook-form',
  },
  { name: 'Zod', license: 'MIT', url: 'https://github.com/colinhacks/zod' },
  {
    name: 'DOMPurify',
    license: 'Apache-2.0 OR MPL-2.0',
    url: 'https://github.com/cure53/DOMPurify',
  },
  { name: 'Floating UI', license: 'MIT', url: 'https://github.com/floating-ui/floating-ui' },
]
