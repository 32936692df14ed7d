import { defineBlockView } from '../define-block.ts'
import { lazyBlockComponent } from '../lazy-block.tsx'
import type { WageringCalculatorBlock } from './schema.ts'

// In a chunk of its own: only pages showing a calculator load its code.
export const wageringCalculatorView = defineBlockView<WageringCalculatorBlock>(
  lazyBlockComponent(() => import('./component.tsx').then((module) => module.WageringCalculator)),
)
