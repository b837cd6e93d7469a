import { fileURLToPath } from 'node:url';
import { createLogger, loadConfigFromFile } from 'vite';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * vite.config.ts is loaded by `npm run dev`, every build, and once per Vitest project: a warning from
 * loading it was printed six times at the top of `npm test` (an import without its extension in a
 * file the config imports, which Vite's planned native config loader could not follow).
 */
describe('vite.config.ts', () => {
  it('loads without a warning', async () => {
    const warnings: string[] = [];
    const logger = createLogger('info');
    logger.warn = (message) => void warnings.push(message);
    logger.warnOnce = (message) => void warnings.push(message);
    const loaded = await loadConfigFromFile(
      { command: 'serve', mode: 'development' },
      undefined,
      root,
      'info',
      logger,
    );
    expect(loaded?.path).toMatch(/vite\.config\.ts$/);
    expect(warnings).toEqual([]);
  });
});
