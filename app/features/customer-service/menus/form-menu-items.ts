/**
 * A portal menu's cards: the menu's own (written in the menu page) and the described forms' (each
 * descriptor page's `menu`, contracts/forms), by their `order`. A described form's icon is its feature
 * folder's `menu-icon.ts`, found by import.meta.glob: adding a form edits no menu.
 */
import { IconForms, type Icon } from '@tabler/icons-react';
import type { FormPortal } from '@contracts/forms';
import { SUBMISSION_FORM_PAGES } from '@contracts/forms/form-pages';
import type { LinkCardProps } from '@design-system/LinkCard/LinkCard';

/** A menu's own card, with its place among the described forms' (FormMenuEntry's order). */
export type MenuItem = LinkCardProps & { order: number };

const MENU_ICONS = import.meta.glob<{ MenuIcon: Icon }>('../../**/menu-icon.ts', { eager: true });

const iconOf = (feature: string) => MENU_ICONS[`../../${feature}/menu-icon.ts`]?.MenuIcon ?? IconForms;

/** The portal's cards: its own and its described forms', in order. */
export const menuItems = (portal: FormPortal, own: readonly MenuItem[]): LinkCardProps[] =>
  [
    ...own,
    ...SUBMISSION_FORM_PAGES.flatMap(({ portal: pagePortal, path, feature, menu }) =>
      pagePortal === portal && menu ? [{ title: menu.title, description: menu.description, href: path, icon: iconOf(feature), order: menu.order }] : [],
    ),
  ]
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...item }) => item);
