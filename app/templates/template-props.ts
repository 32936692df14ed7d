import type { ReactNode } from 'react'
import type { BlockContext } from '../blocks/define-block.ts'
import type { Page } from '../contracts/content/schemas.ts'

export type TemplateProps = { page: Page; context: BlockContext }
export type TemplateComponent = (props: TemplateProps) => ReactNode
