import { vi } from 'vitest';
import { autoId } from '../../src/backend/core/ids';

/*
 * A handle on the ids the adapters draw (src/backend/core/ids.ts), for a test file that has replaced the
 * draw with a mock that still draws at random unless told otherwise (vi.mock acts only in the test file
 * that calls it):
 *
 *   vi.mock('../../src/backend/core/ids', async (importOriginal) => {
 *     const ids = await importOriginal<typeof import('../../src/backend/core/ids')>();
 *     return { ...ids, autoId: vi.fn(ids.autoId) };
 *   });
 */

/** The next id drawn is `id`: a draw that repeats a retired id, or one the test knows beforehand. */
export function repeatPostId(id: string): void {
  vi.mocked(autoId).mockReturnValueOnce(id);
}

/** Forgets a repeat that was not drawn (its test failed first), so no later test draws it. */
export function forgetRepeatedIds(): void {
  vi.mocked(autoId).mockReset();
}
