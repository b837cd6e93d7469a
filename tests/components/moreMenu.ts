import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { copy } from '../../src/copy';

/**
 * Chooses `item` (檢舉, 封鎖這位會員, 隱藏 …) from the ⋯ (更多) menu in `scope`: a post's or a
 * comment's group (features/safety/ItemActions.tsx).
 */
export async function chooseFromMenu(user: UserEvent, scope: HTMLElement, item: string) {
  await user.click(within(scope).getByRole('button', { name: copy.more }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

/** What the ⋯ menu in `scope` offers, opened and closed again (Escape). */
export async function menuItemsOf(user: UserEvent, scope: HTMLElement): Promise<string[]> {
  await user.click(within(scope).getByRole('button', { name: copy.more }));
  const items = screen.getAllByRole('menuitem').map((item) => item.textContent ?? '');
  await user.keyboard('{Escape}');
  return items;
}
