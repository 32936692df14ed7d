// A content problem names the file, the place inside it and what is wrong, so an editor can fix
// every problem of a content change in one pass instead of one failed start-up at a time.

export type ContentProblem = {
  /** File path relative to the project root, e.g. content/90/de-DE/products.json. */
  file: string
  /** JSON path inside the file, e.g. $.blocks[3].filter.paymentProviderId; '$' for the whole file. */
  path: string
  message: string
}

const identifierPattern = /^[A-Za-z_$][\w$]*$/

/** Writes a path as JSONPath: $[2].name, $.blocks[0].items, $["odd key"]. */
export function toJsonPath(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>((path, segment) => {
    if (typeof segment === 'number') return `${path}[${segment}]`
    const key = String(segment)
    return identifierPattern.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`
  }, '$')
}

export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}: ${problem.path}: ${problem.message}`
}

/** Thrown when content does not validate; `problems` holds every one, the message lists them. */
export class ContentValidationError extends Error {
  override name = 'ContentValidationError'
  readonly problems: readonly ContentProblem[]
  constructor(problems: readonly ContentProblem[]) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`
    super(`Invalid content (${count}):\n${problems.map((problem) => `  ${formatProblem(problem)}`).join('\n')}`)
    this.problems = problems
  }
}
