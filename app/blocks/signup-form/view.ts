import { defineBlockView } from '../define-block.ts'
import { SignupForm } from './component.tsx'
import type { SignupFormBlock } from './schema.ts'

export const signupFormView = defineBlockView<SignupFormBlock>({ Component: SignupForm })
