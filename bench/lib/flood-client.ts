// One client flooding signups and impressions from one address, as fast as the server answers, in
// a process of its own (as an attacker is a machine of its own): the bench's visitors are measured
// by a load generator whose event loop does not also carry the flood. Prints a line `flooding`
// when it starts, then autocannon's result as JSON on stdout.
// Run: node bench/lib/flood-client.ts <server url> <seconds> <connections> <address>
import autocannon from 'autocannon'

const [url, seconds, connections, address] = process.argv.slice(2)
if (!url || !seconds || !connections || !address)
  throw new Error('Usage: node bench/lib/flood-client.ts <server url> <seconds> <connections> <address>')

const from = { 'content-type': 'application/json', 'x-forwarded-for': address }
const impression = JSON.stringify({
  device: { memory: 8, timezoneOffset: -60, resolution: '1920x1080', language: 'de-DE' },
  trackingData: { subId: 'flood' },
  locale: 'de-DE',
})
process.stdout.write('flooding\n')
const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  requests: [
    { method: 'POST', path: '/api/signups', headers: from, body: '{}' },
    { method: 'POST', path: '/api/impression', headers: from, body: impression },
  ],
} as autocannon.Options)
process.stdout.write(JSON.stringify(result))
