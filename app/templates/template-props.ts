import type { ReactNode } from 'react'
import type { Page } from '../api/content/schemas.ts'
import type { BlockContext } from '../blocks/define-block.ts'

export type TemplateProps = { page: Page; context: BlockContext }
export type TemplateComponent = (props: TemplateProps) => ReactNode
