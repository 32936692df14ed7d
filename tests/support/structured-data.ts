// Structured data as a search engine's testing tool reads it: extracted from a page's HTML
// (JSON-LD, microdata, RDFa) and checked against Google's rich-result rules and the schema.org
// vocabulary (@adobe/structured-data-validator). The vocabulary is the checked-in fixture, so the
// check runs offline (tests/fixtures/structured-data/make-vocabulary.ts writes it).
import { readFileSync } from 'node:fs'
import Validator, { type ValidationIssue } from '@adobe/structured-data-validator'
import WebAutoExtractor, { type ExtractedData } from '@marbec/web-auto-extractor'

const vocabulary: unknown = JSON.parse(
  readFileSync(new URL('../fixtures/structured-data/schemaorg-vocabulary.jsonld', import.meta.url), 'utf8'),
)

export function extractStructuredData(html: string): ExtractedData {
  return new WebAutoExtractor({ addLocation: true }).parse(html)
}

/** Every issue (errors and warnings), each as "severity rootType: message". */
export async function structuredDataIssues(html: string): Promise<string[]> {
  const issues: ValidationIssue[] = await new Validator(vocabulary).validate(extractStructuredData(html))
  return issues.map((issue) => `${issue.severity} ${issue.rootType ?? ''}: ${issue.issueMessage}`)
}

/** The JSON-LD items of a page by @type, as the extractor found them. */
export function jsonLdTypes(html: string): string[] {
  return Object.keys(extractStructuredData(html).jsonld).sort()
}
