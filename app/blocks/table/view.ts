import { defineBlockView } from '../define-block.ts'
import { Table } from './component.tsx'
import type { TableBlock } from './schema.ts'

export const tableView = defineBlockView<TableBlock>({ Component: Table })
