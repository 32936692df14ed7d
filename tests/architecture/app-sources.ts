// The source files of app/ as the architecture tests read them.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '../..')
export const app = path.join(root, 'app')

/** Every .ts and .tsx file under dir; without tests and declarations unless withTests. */
export function sourceFiles(dir: string, { withTests = false } = {}): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file, { withTests })
    if (!/\.(ts|tsx)$/.test(entry.name)) return []
    return withTests || !/\.(test|d)\.tsx?$/.test(entry.name) ? [file] : []
  })
}

/** `file:line: text` for every line of the files that matches. */
export function matchingLines(files: readonly string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) ? [`${path.relative(root, file)}:${index + 1}: ${line.trim()}`] : [],
      ),
  )
}
