// zod 4 compiles object schemas with `new Function` when it may. Whether it may, it probes once,
// as the first schema is built (so app/client.tsx imports this module first), with a call the
// page's Content-Security-Policy refuses and reports as a violation. In the browser zod runs
// without compiling; the server keeps the faster compiled parsers.
import { z } from 'zod'

if (typeof document !== 'undefined') z.config({ jitless: true })
