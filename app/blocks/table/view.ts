import { defineBlockView } from '../define-block.ts'
import { Table } from './component.tsx'
import { tableFromServerHtml } from './from-server-html.ts'
import type { TableBlock } from './schema.ts'

export const tableView = defineBlockView<TableBlock>({ Component: Table, fromServerHtml: tableFromServerHtml })
