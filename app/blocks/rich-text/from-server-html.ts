import type { RichTextBlock } from './schema.ts'

/** The HTML as the browser parsed it: the same markup, maybe spelt differently (`<br>` for `<br/>`). */
export const richTextFromServerHtml = (wrapper: Element): Pick<RichTextBlock, 'html'> => ({
  html: wrapper.querySelector('.prose')?.innerHTML ?? '',
})
