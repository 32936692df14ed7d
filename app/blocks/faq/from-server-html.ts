import { headingFromServerHtml } from '../../ui/block-section.tsx'
import type { FaqBlock } from './schema.ts'

export function faqFromServerHtml(wrapper: Element): Pick<FaqBlock, 'heading' | 'items'> {
  const items = [...wrapper.querySelectorAll('.faq__item')].map((item) => ({
    question: item.querySelector('.faq__question-text')?.textContent ?? '',
    answer: item.querySelector('.faq__answer')?.innerHTML ?? '',
  }))
  return { ...headingFromServerHtml(wrapper), items }
}
