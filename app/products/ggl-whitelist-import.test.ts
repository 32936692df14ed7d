import { describe, expect, test } from 'vitest'
import {
  describeGglWhitelistChanges,
  gglWhitelistChanges,
  gglWhitelistFrom,
  parseGglCsv,
} from './ggl-whitelist-import.ts'

describe('parseGglCsv', () => {
  test('reads a file with only a domain column, normalising each domain', () => {
    const { entries, problems } = parseGglCsv('domain\nhttps://www.Nordlicht-Casino.de/\nspielwerk24.de\n\n')
    expect(problems).toEqual([])
    expect(entries).toEqual([
      { id: 'nordlicht-casino-de', domain: 'nordlicht-casino.de', licences: [] },
      { id: 'spielwerk24-de', domain: 'spielwerk24.de', licences: [] },
    ])
  })

  test('reads the GGL’s German columns with semicolons, quotes and several domains per holder', () => {
    const csv = [
      '\uFEFFVeranstalter;Internetdomain;Erlaubnis',
      '"Nordlicht Entertainment GmbH";"nordlicht-casino.de, nordlicht.bet";"Virtuelle Automatenspiele; Online-Poker"',
      'Hanse Digital GmbH;hanseslots.de;Virtuelle Automatenspiele',
    ].join('\r\n')
    const { entries, problems } = parseGglCsv(csv)
    expect(problems).toEqual([])
    expect(entries).toEqual([
      {
        id: 'nordlicht-casino-de',
        domain: 'nordlicht-casino.de',
        operator: 'Nordlicht Entertainment GmbH',
        licences: ['virtual-slots', 'online-poker'],
      },
      {
        id: 'nordlicht-bet',
        domain: 'nordlicht.bet',
        operator: 'Nordlicht Entertainment GmbH',
        licences: ['virtual-slots', 'online-poker'],
      },
      { id: 'hanseslots-de', domain: 'hanseslots.de', operator: 'Hanse Digital GmbH', licences: ['virtual-slots'] },
    ])
  })

  test('names each row whose domain is not one, and a file without a domain column', () => {
    expect(parseGglCsv('domain\nnordlicht-casino.de\nkein domain\n').problems).toEqual([
      'Row 3: "kein" is not a domain',
      'Row 3: "domain" is not a domain',
    ])
    expect(parseGglCsv('operator\nNordlicht GmbH\n')).toEqual({
      entries: [],
      problems: ['The file has no domain column (a header "domain" is needed)'],
    })
    expect(parseGglCsv('domain\n').problems).toEqual(['The file lists no domain'])
  })
})

describe('gglWhitelistChanges', () => {
  test('says which domains the new list adds, removes and keeps', () => {
    const current = [{ domain: 'a.de' }, { domain: 'b.de' }, { domain: 'c.de' }]
    const next = [{ domain: 'd.de' }, { domain: 'b.de' }, { domain: 'a.de' }]
    const changes = gglWhitelistChanges(current, next)
    expect(changes).toEqual({ added: ['d.de'], removed: ['c.de'], unchanged: ['a.de', 'b.de'] })
    expect(describeGglWhitelistChanges(changes)).toBe('1 added, 1 removed, 2 unchanged\n+ d.de\n- c.de')
  })

  test('the new copy is dated the day the list was taken', () => {
    expect(gglWhitelistFrom([{ id: 'b-de', domain: 'b.de', licences: [] }], '2026-11-28')).toEqual([
      { id: 'b-de', domain: 'b.de', licences: [], listedOn: '2026-11-28' },
    ])
  })
})
