// The texts of visual editing's controls in the preview, in the admin's languages: the form sends
// them to the preview in the editor's language, so the preview holds no CMS text of its own.
import type { VisualEditingTexts } from '../../../app/contracts/visual-editing.ts'
import type { AdminLanguage } from '../admin-language.ts'

export const visualEditingTexts: Record<AdminLanguage, VisualEditingTexts> = {
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
