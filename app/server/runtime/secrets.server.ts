// The secrets of the site and the CMS, one row each: what it protects, when production needs it and
// which value a developer machine gets. In production (the site: NODE_ENV=production; the CMS: that or
// a CMS_HOST other than loopback) start-up stops naming the variable when a needed secret is missing,
// is a value written in this repository (README, scripts, tests: anyone can read them), or is
// shorter than 32 characters. A secret whose feature is off while it is unset may stay unset, but a
// set one must be strong. docs/decisions/041-production-refuses-example-secrets.md

/** Which program reads a secret: the site's server, the CMS (cms/, scripts/cms), or both. */
export type SecretProgram = 'site' | 'cms'

/** When production needs the secret: `always`, `when set` (its feature is off without it), or only to create the first CMS admin. */
export type SecretRequirement = 'always' | 'when set' | 'first admin'

export type SecretVariable = {
  name: string
  programs: readonly SecretProgram[]
  protects: string
  required: SecretRequirement
  /** The value a developer machine's program runs with when the variable is unset (never accepted in production). */
  development?: Partial<Record<SecretProgram, string>>
  /** The secrets a value holds (POSTBACK_TOKENS holds one per network), each with a label for the message. */
  secretsOf?: (value: string) => { label: string; secret: string }[]
}

/** id=value,…: a value may hold "=" (a base64 secret, a query string), so each pair splits at its first one. */
export function pairsOf(value: string | undefined): ReadonlyMap<string, string> {
  const pairs = (value ?? '').split(',').filter((pair) => pair.includes('='))
  return new Map(pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]))
}

export const secretVariables: readonly SecretVariable[] = [
  {
    name: 'PAYLOAD_SECRET',
    programs: ['cms'],
    protects: "the CMS admin's sessions (signs its login cookies and tokens)",
    required: 'always',
    development: { cms: 'local-payload-secret' },
  },
  {
    name: 'CMS_ADMIN_PASSWORD',
    programs: ['cms'],
    protects: 'the administrator the CMS creates on a first start with CMS_ADMIN_EMAIL',
    required: 'first admin',
    development: { cms: 'local-admin-password' },
  },
  {
    name: 'CMS_API_KEY',
    programs: ['site', 'cms'],
    protects: "the CMS's drafts: the key the site reads them with (unset: the site reads published content only)",
    required: 'when set',
    development: { cms: 'local-cms-api-key' },
  },
  {
    name: 'PREVIEW_SECRET',
    programs: ['site', 'cms'],
    protects: 'draft-preview links (unset: preview is off)',
    required: 'when set',
  },
  {
    name: 'REVALIDATE_SECRET',
    programs: ['site', 'cms'],
    protects: "the site's cache purges, POST /api/revalidate (unset: the CMS sends none, the site refuses every one)",
    required: 'when set',
  },
  {
    name: 'POSTBACK_TOKENS',
    programs: ['site'],
    protects: 'the conversions affiliate networks book (unset: every postback is refused)',
    required: 'when set',
    secretsOf: (value) => [...pairsOf(value)].map(([network, secret]) => ({ label: `network ${network}`, secret })),
  },
  {
    name: 'DATA_HASH_SECRET',
    programs: ['site'],
    protects: 'the keyed hashes of personal data (the privacy log, the rate limits)',
    required: 'always',
    development: { site: 'local-data-hash-secret' },
  },
]

export const minimumSecretLength = 32

/**
 * Every secret value written in this repository or its history, besides the development defaults
 * above: public examples, never a production secret. secrets.server.test.ts greps the repository's
 * text files for assignments of the variables above and fails on a value missing here.
 */
const writtenExamples = [
  'dev-preview',
  'dev-revalidate',
  's3cret',
  'secret',
  'token',
  'key',
  'x',
  'test-payload-secret',
  'test-cms-api-key',
  'editor-password-1',
  'e2e-preview-secret',
  'e2e-revalidate-secret',
  'revalidate-test-secret',
  'e2e-postback-secret',
  'bench-secret',
  'money-path-revalidate-secret',
  'test-revalidate-secret',
  'preview-framing-secret',
  'integration-preview-secret',
  'n3tw0rk-secret',
  'n3tw0rk-secret==',
  'guessed',
  'guessed-secret',
]

export const exampleSecrets: ReadonlySet<string> = new Set([
  ...writtenExamples,
  ...secretVariables.flatMap((variable) => Object.values(variable.development ?? {})),
])

const generate = 'set a random one, e.g. `openssl rand -base64 48`'
/** The messages a refused secret stops start-up with (its value is never repeated). */
export const secretRefusals = {
  missing: (name: string) => `${name} must be set in production (${generate})`,
  example: (name: string) => `${name} is an example value written in the repository (${generate})`,
  short: (name: string) => `${name} is shorter than ${minimumSecretLength} characters (${generate})`,
  firstAdmin: (name: string) => `${name} must be set to create the first admin in production (${generate})`,
}

export const secretVariablesOf = (program: SecretProgram) =>
  secretVariables.filter((variable) => variable.programs.includes(program))

export const isSecretVariable = (name: string) => secretVariables.some((variable) => variable.name === name)

/** Why a value cannot be a production secret, or undefined when it can. */
function weakness(name: string, secret: string): string | undefined {
  if (exampleSecrets.has(secret)) return secretRefusals.example(name)
  if (secret.length < minimumSecretLength) return secretRefusals.short(name)
  return undefined
}

/**
 * The program's secrets as it runs with them: in production the values given, each checked (the
 * problems name every refused variable); elsewhere a missing one takes its development value.
 */
export function resolveSecrets(
  program: SecretProgram,
  values: Readonly<Record<string, string | undefined>>,
  production: boolean,
): { secrets: Record<string, string | undefined>; problems: string[] } {
  const secrets: Record<string, string | undefined> = {}
  const problems: string[] = []
  for (const variable of secretVariablesOf(program)) {
    const value = values[variable.name]
    if (!production) {
      secrets[variable.name] = value ?? variable.development?.[program]
      continue
    }
    secrets[variable.name] = value
    if (value === undefined) {
      if (variable.required === 'always') problems.push(secretRefusals.missing(variable.name))
      continue
    }
    const held = variable.secretsOf?.(value) ?? [{ label: '', secret: value }]
    for (const { label, secret } of held) {
      const problem = weakness(label ? `${variable.name} (${label})` : variable.name, secret)
      if (problem) problems.push(problem)
    }
  }
  return { secrets, problems }
}
