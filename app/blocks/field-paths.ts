// Paths to the string fields of a block ("link.href", "providerIds[]", "items[].answer"): how a
// block's CMS facts name its fields, typed so a misspelt or non-string field is a compile error.

/** Every path in T that leads to a string; `[]` stands for each element of an array. */
export type StringPath<T> = T extends object
  ? { [K in keyof T & string]-?: PathTo<K, NonNullable<T[K]>> }[keyof T & string]
  : never
type PathTo<P extends string, V> = V extends string
  ? P
  : V extends readonly (infer E)[]
    ? PathTo<`${P}[]`, NonNullable<E>>
    : V extends object
      ? `${P}.${StringPath<V>}`
      : never

type Step = { key: string } | 'each'

function stepsOf(path: string): Step[] {
  return path.split('.').flatMap((segment) => {
    const [key = '', ...arrays] = segment.split('[]')
    return [{ key }, ...arrays.map(() => 'each' as const)]
  })
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The strings found at path in value, each with its concrete location ("providerIds[1]"). */
export function stringsAt(value: unknown, path: string): { at: string; value: string }[] {
  const walk = (node: unknown, steps: Step[], at: string): { at: string; value: string }[] => {
    const [step, ...rest] = steps
    if (step === undefined) return typeof node === 'string' ? [{ at, value: node }] : []
    if (step === 'each') return Array.isArray(node) ? node.flatMap((item, i) => walk(item, rest, `${at}[${i}]`)) : []
    return isRecord(node) ? walk(node[step.key], rest, at ? `${at}.${step.key}` : step.key) : []
  }
  return walk(value, stepsOf(path), '')
}

/** A copy of value with every string at path replaced by change(string); anything else untouched. */
export function mapStringsAt<V>(value: V, path: string, change: (text: string) => string): V {
  const walk = (node: unknown, steps: Step[]): unknown => {
    const [step, ...rest] = steps
    if (step === undefined) return typeof node === 'string' ? change(node) : node
    if (step === 'each') return Array.isArray(node) ? node.map((item) => walk(item, rest)) : node
    return isRecord(node) && Object.hasOwn(node, step.key) ? { ...node, [step.key]: walk(node[step.key], rest) } : node
  }
  return walk(value, stepsOf(path)) as V
}
