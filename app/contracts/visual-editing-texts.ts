// The texts of visual editing's controls in the preview, in the admin's languages. In the CMS's
// pane the form sends them in the editor's language; a signed preview link opened in a tab of its
// own has no form to ask, and picks them by the browser's language (visual-editing.tsx).
import type { Translated } from './field-labels.ts'
import type { VisualEditingTexts } from './visual-editing.ts'

export const visualEditingTexts: Record<keyof Translated, VisualEditingTexts> = {
  de: {
    edit: 'Bearbeiten',
    moveUp: 'Nach oben',
    moveDown: 'Nach unten',
    duplicate: 'Duplizieren',
    remove: 'Entfernen',
    removed: 'Block entfernt.',
    undo: 'Rückgängig',
    insertAfter: 'Danach einfügen …',
    toolbar: 'Block anordnen',
  },
  en: {
    edit: 'Edit',
    moveUp: 'Move up',
    moveDown: 'Move down',
    duplicate: 'Duplicate',
    remove: 'Remove',
    removed: 'Block removed.',
    undo: 'Undo',
    insertAfter: 'Insert after …',
    toolbar: 'Arrange block',
  },
}
