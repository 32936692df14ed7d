import { defineBlockView } from '../define-block.ts'
import { lazyBlockComponent } from '../lazy-block.tsx'
import type { SignupFormBlock } from './schema.ts'

export const signupFormView = defineBlockView<SignupFormBlock>(
  lazyBlockComponent(() => import('./component.tsx').then((module) => module.SignupForm)),
)
