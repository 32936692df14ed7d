import { defineBlock } from '../define-block.ts'
import { SignupForm } from './component.tsx'
import { signupFormBlockSchema } from './schema.ts'

export const signupFormBlock = defineBlock({ schema: signupFormBlockSchema, Component: SignupForm })
