// How the content commands (db:seed, content:check) show problems: one line per problem, as
// file: JSON path: reason, then a count. Problems go to stderr so stdout stays the command's result.
import { type ContentProblem, formatProblem } from '../../app/server/content/content-problems.server.ts'

export function printContentProblems(siteId: number, problems: readonly ContentProblem[]) {
  console.error(`Content of site ${siteId} is invalid:`)
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`)
  console.error(`${problems.length} problem${problems.length === 1 ? '' : 's'} to fix.`)
}
