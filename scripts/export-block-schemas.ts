// npm run blocks:schema: writes the JSON Schema of the page document and every block to the file a
// CMS imports (see app/blocks/json-schema.ts).
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { blocksJsonSchemaFile, blocksJsonSchemaText } from '../app/blocks/json-schema.ts'

mkdirSync(dirname(blocksJsonSchemaFile), { recursive: true })
writeFileSync(blocksJsonSchemaFile, blocksJsonSchemaText())
console.log(`Wrote ${blocksJsonSchemaFile}`)
