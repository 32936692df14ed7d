// The docs a reader follows: the README stays a newcomer's first day, and every link between the
// README, the pages by reader, the decisions and the benches leads to a file and heading that exist
// (pages move; a link that no longer leads anywhere is found here, not by a reader).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { root } from './app-sources.ts'

const readmeLineLimit = 400

const markdownFiles = [
  'README.md',
  'bench/README.md',
  ...readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join('docs', file)),
]

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replaceAll(' ', '-')

function headingAnchors(file: string): Set<string> {
  const anchors = new Set<string>()
  let inFence = false
  for (const line of readFileSync(path.join(root, file), 'utf8').split('\n')) {
    if (line.startsWith('```')) inFence = !inFence
    const heading = /^#+ (.*)/.exec(line)
    if (heading?.[1] !== undefined && !inFence) anchors.add(anchorOf(heading[1]))
  }
  return anchors
}

/** Every relative link of a Markdown file, with the line it is on. */
function relativeLinks(file: string) {
  return readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(/\]\(([^)\s]+)\)/g)]
        .map(([, target = '']) => target)
        .filter((target) => !/^(https?:|mailto:)/.test(target))
        .map((target) => ({ line: index + 1, target })),
    )
}

test(`the README keeps to a newcomer's first day (at most ${readmeLineLimit} lines)`, () => {
  const lines = readFileSync(path.join(root, 'README.md'), 'utf8').trimEnd().split('\n').length
  expect(lines).toBeLessThanOrEqual(readmeLineLimit)
})

describe('every link in the docs leads somewhere', () => {
  test.each(markdownFiles)('%s', (file) => {
    const broken = relativeLinks(file).filter(({ target }) => {
      const [linkedPath = '', anchor] = target.split('#')
      const linked = linkedPath === '' ? file : path.join(path.dirname(file), linkedPath)
      if (!existsSync(path.join(root, linked))) return true
      return anchor !== undefined && linked.endsWith('.md') && !headingAnchors(linked).has(anchor)
    })
    expect(broken.map(({ line, target }) => `${file}:${line}: ${target}`)).toEqual([])
  })
})
