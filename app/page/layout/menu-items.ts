import type { Menu, MenuItem } from '../../contracts/content/schemas.ts'

/** The items of one of the site's menus; a menu the CMS does not have is empty. */
export function menuItems(menus: readonly Menu[], id: Menu['id']): MenuItem[] {
  return menus.find((menu) => menu.id === id)?.items ?? []
}
