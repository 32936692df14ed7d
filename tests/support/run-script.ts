// A script of scripts/ run as `npm run` runs it, in a child process: its exit code and what it
// printed (stdout and stderr), whether it succeeded or not.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const run = promisify(execFile)

export async function runScript(
  script: string,
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [script, ...args], { env: { ...process.env, ...env } })
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, output: failed.stdout + failed.stderr }
  }
}
