import { defineBlock } from '../define-block.ts'
import { Table } from './component.tsx'
import { tableBlockSchema } from './schema.ts'

export const tableBlock = defineBlock({ schema: tableBlockSchema, Component: Table })
