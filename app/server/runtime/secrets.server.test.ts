import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, test } from 'vitest'
import { exampleSecrets, minimumSecretLength, resolveSecrets, secretVariables } from './secrets.server.ts'

const repository = join(import.meta.dirname, '../../..')
/** Folders of the repository that are not its text: installed packages, builds, local data. */
const skipped = new Set([
  '.git',
  'node_modules',
  'dist',
  'data',
  '.next',
  '.tools',
  'reports',
  'test-results',
  'playwright-report',
])
const binary = /\.(png|jpe?g|webp|avif|gif|ico|woff2?|sqlite|pdf|zip|gz)$/

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : textFiles(path)
    if (binary.test(entry.name) || entry.name === 'package-lock.json' || statSync(path).size > 1_000_000) return []
    return [path]
  })
}

/**
 * Every literal value a file assigns to the variable: `NAME=value` (shell, README, .env), a shell
 * default `${NAME:-value}`, or `NAME: 'value'` (an environment object in TypeScript). References to
 * other variables or expressions (`$X`, `${…}` in a template) and placeholders a guide asks the
 * reader to fill in (`NAME=<a random secret>`) are not values written down.
 */
function assignedValues(text: string, name: string): string[] {
  const patterns = [
    new RegExp(`(?<![\\w$])${name}=(?!<)([^\\s'"\`$;)|]+)`, 'g'),
    new RegExp(`\\$\\{${name}:-([^}$]+)\\}`, 'g'),
    new RegExp(`(?<![\\w$])${name}:\\s*(['"])([^'"]*)\\1`, 'g'),
    new RegExp(`(?<![\\w$])${name}:\\s*\`([^\`$]*)\``, 'g'),
  ]
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match.at(-1) ?? ''))
}

describe('the values written in the repository', () => {
  const files = textFiles(repository).map((path) => ({
    path: relative(repository, path),
    text: readFileSync(path, 'utf8'),
  }))

  test.each(secretVariables.map((variable) => [variable.name, variable] as const))(
    'every %s assigned in a file is in the table of examples production refuses',
    (_, variable) => {
      const unknown = files.flatMap(({ path, text }) =>
        assignedValues(text, variable.name)
          .flatMap((value) => variable.secretsOf?.(value).map((held) => held.secret) ?? [value])
          .filter((secret) => secret !== '' && !exampleSecrets.has(secret))
          .map((secret) => `${path}: ${secret}`),
      )
      expect(unknown).toEqual([])
    },
  )

  test('the search finds the examples it is meant to find', () => {
    // A shell default (as scripts/cms once set them), a command line, an environment object; a
    // template's expression or a command's output is no value written down.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: shell syntax, the text searched
    const shellDefault = 'export PAYLOAD_SECRET="${PAYLOAD_SECRET:-local-payload-secret}"'
    expect(assignedValues(shellDefault, 'PAYLOAD_SECRET')).toEqual(['local-payload-secret'])
    expect(assignedValues('CMS_URL=http://x PREVIEW_SECRET=dev-preview scripts/start', 'PREVIEW_SECRET')).toEqual([
      'dev-preview',
    ])
    expect(assignedValues("{ CMS_API_KEY: 'key', PREVIEW_SECRET: secret }", 'CMS_API_KEY')).toEqual(['key'])
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template in the text searched
    expect(assignedValues('POSTBACK_TOKENS: `bench=${token}`', 'POSTBACK_TOKENS')).toEqual([])
    expect(assignedValues('PREVIEW_SECRET="$(openssl rand -base64 48)"', 'PREVIEW_SECRET')).toEqual([])
    expect(assignedValues('PREVIEW_SECRET=<a random secret>', 'PREVIEW_SECRET')).toEqual([])
  })
})

describe('resolveSecrets', () => {
  const strong = 'x'.repeat(minimumSecretLength)

  test('a developer machine gets the development values of what is unset', () => {
    expect(resolveSecrets('cms', {}, false)).toEqual({
      secrets: {
        PAYLOAD_SECRET: 'local-payload-secret',
        CMS_ADMIN_PASSWORD: 'local-admin-password',
        CMS_API_KEY: 'local-cms-api-key',
        PREVIEW_SECRET: undefined,
        REVALIDATE_SECRET: undefined,
      },
      problems: [],
    })
    expect(resolveSecrets('site', {}, false).secrets).toMatchObject({
      DATA_HASH_SECRET: 'local-data-hash-secret',
      CMS_API_KEY: undefined,
    })
  })

  test('production fills nothing in and names what is missing, an example or short', () => {
    expect(resolveSecrets('site', {}, true).problems).toEqual([
      expect.stringMatching(/^DATA_HASH_SECRET must be set in production/),
    ])
    expect(
      resolveSecrets(
        'site',
        { DATA_HASH_SECRET: strong, PREVIEW_SECRET: 'dev-preview', REVALIDATE_SECRET: strong.slice(1) },
        true,
      ).problems,
    ).toEqual([
      expect.stringMatching(/^PREVIEW_SECRET is an example value written in the repository/),
      expect.stringMatching(/^REVALIDATE_SECRET is shorter than 32 characters/),
    ])
  })

  test('each network of POSTBACK_TOKENS is checked, and the message names the network, never the secret', () => {
    const { problems } = resolveSecrets(
      'site',
      { DATA_HASH_SECRET: strong, POSTBACK_TOKENS: `income=${strong},awin=token,cake=${strong.slice(2)}=` },
      true,
    )
    expect(problems).toEqual([
      expect.stringMatching(/^POSTBACK_TOKENS \(network awin\) is an example value/),
      expect.stringMatching(/^POSTBACK_TOKENS \(network cake\) is shorter than 32 characters/),
    ])
    expect(problems.join()).not.toContain(strong.slice(2))
  })

  test('every development value is one production refuses', () => {
    for (const variable of secretVariables)
      for (const value of Object.values(variable.development ?? {})) expect(exampleSecrets.has(value)).toBe(true)
  })
})
