// One site instance as the purge tests see it (run with node): a cache of two pages that the purge
// bus empties, driven over stdin, reporting over stdout.
//   in:  "publish <purge JSON>"   publishes the purge from this instance
//   out: "ready" once listening; "cached <paths JSON>" after every purge that reached it;
//        "published" once its own purge went out.
// With WEB_CONCURRENCY over 1 it is a cluster (server/cluster.ts): the primary supervises, each
// worker keeps a cache, and worker 1 publishes a purge of everything a second after it starts.
import cluster from 'node:cluster'
import { createInterface } from 'node:readline'
import { isPurgeBusMessage, purgeSchema } from '../../app/server/purge-bus.server.ts'
import { superviseWorkers } from '../../server/cluster.ts'
import { testRuntime } from './server-runtime.ts'

const runtime = testRuntime(process.env)
await superviseWorkers({ ...runtime.config, isPurgeBusMessage })
const bus = runtime.content.purgeBus

const name = cluster.isWorker ? `worker ${cluster.worker?.id}` : 'instance'
const cache = new Map([
  ['/de/', '<html>home</html>'],
  ['/de/casinos/', '<html>casinos</html>'],
])
bus.onPurge((purge) => {
  if (purge.paths) for (const path of purge.paths) cache.delete(path)
  else cache.clear()
  console.log(`${name} cached ${JSON.stringify([...cache.keys()])}`)
})
await bus.listening()
console.log(`${name} ready`)

if (cluster.isWorker) {
  if (cluster.worker?.id === 1) setTimeout(() => bus.publish({}), 1000)
} else {
  for await (const line of createInterface({ input: process.stdin })) {
    const [command, json] = [line.slice(0, line.indexOf(' ')), line.slice(line.indexOf(' ') + 1)]
    if (command === 'publish') {
      await bus.publish(purgeSchema.parse(JSON.parse(json)))
      console.log(`${name} published`)
    }
  }
  process.exit(0)
}
