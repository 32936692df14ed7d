import { defineBlockView } from '../define-block.ts'
import { lazyBlockComponent } from '../lazy-block.tsx'
import { avicaCspSources } from './avica-sources.ts'
import type { SignupFormBlock } from './schema.ts'

export const signupFormView = defineBlockView<SignupFormBlock>({
  ...lazyBlockComponent(() => import('./component.tsx').then((module) => module.SignupForm)),
  csp: (website) => (website.avicaFormToken || website.avicaWhiteLabelToken ? avicaCspSources : undefined),
})
