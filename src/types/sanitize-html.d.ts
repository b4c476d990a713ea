// sanitize-html ships no types (and @types/sanitize-html is not installed): the part this site uses.
declare module 'sanitize-html' {
  type Attributes = Record<string, string>
  interface Transformed {
    tagName: string
    attribs: Attributes
  }
  interface Options {
    allowedTags?: string[] | false
    allowedAttributes?: Record<string, string[]> | false
    allowedSchemes?: string[]
    allowProtocolRelative?: boolean
    transformTags?: Record<string, (tagName: string, attribs: Attributes) => Transformed>
  }
  interface SanitizeHtml {
    (dirty: string, options?: Options): string
    defaults: Required<Pick<Options, 'allowedTags' | 'allowedAttributes'>> & {
      allowedTags: string[]
    }
  }
  const sanitizeHtml: SanitizeHtml
  export default sanitizeHtml
}
