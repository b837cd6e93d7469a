import type { Locator } from 'playwright-core';
import { copy } from '../../src/copy';

/**
 * Chooses `item` (檢舉, 封鎖這位會員, 隱藏, 恢復) from the ⋯ (更多) menu in `scope`: a post's or a
 * comment's group (features/safety/ItemActions.tsx).
 */
export async function chooseFromMenu(scope: Locator, item: string) {
  await scope.getByRole('button', { name: copy.more }).click();
  await scope.page().getByRole('menuitem', { name: item }).click();
}
