import { defineBlock } from '../define-block.ts'
import { lazyBlockComponent } from '../lazy-block-component.tsx'
import { signupFormBlockSchema } from './schema.ts'

export const signupFormBlock = defineBlock({
  schema: signupFormBlockSchema,
  component: lazyBlockComponent(() => import('./component.tsx').then((module) => module.SignupForm)),
})
