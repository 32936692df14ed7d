// The two packages ship JavaScript without types; what tests/support/structured-data.ts uses of them.
declare module '@marbec/web-auto-extractor' {
  export type ExtractedData = {
    jsonld: Record<string, Record<string, unknown>[]>
    microdata: Record<string, Record<string, unknown>[]>
    rdfa: Record<string, Record<string, unknown>[]>
    errors?: { format: string; message: string }[]
  }
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: boolean | string[] })
    parse(html: string): ExtractedData
  }
}

declare module '@adobe/structured-data-validator' {
  import type { ExtractedData } from '@marbec/web-auto-extractor'
  export type ValidationIssue = {
    issueMessage: string
    severity: 'ERROR' | 'WARNING'
    rootType?: string
    fieldNames?: string[]
    source?: string
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown)
    validate(data: ExtractedData): Promise<ValidationIssue[]>
  }
}
