import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The lint step keeps the layers of machines/README.md: these snippets, linted as if they were files of
// each folder, show that a wrong-way import fails it and a permitted one does not.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../..') });

async function restrictions(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax')
    .map((message) => message.ruleId ?? '');
}

describe('import layers (eslint.config.js)', () => {
  it.each([
    ['machines/report/fixture.ts', "import type { UiText } from '../../src/i18n';\nexport type T = UiText;\n"],
    ['machines/shared/fixture.ts', "import { buildApp } from '../../server/app';\nexport const b = buildApp;\n"],
    ['machines/report/fixture.ts', "export const load = () => import('../../src/pdf/reportPdf');\n"],
    ['openapi/fixture.ts', "export { STORAGE_KEYS } from '../machines/shared/storageKeys';\n"],
    ['server/live/fixture.ts', "import { describeText } from '../../machines/shared/text';\nexport const d = describeText;\n"],
    ['server/fixture.ts', "import { t } from '../src/i18n';\nexport const x = t;\n"],
    ['src/app/fixture.ts', "import type { AppConfig } from '../../server/config';\nexport type C = AppConfig;\n"],
  ])('%s: a wrong-way import fails', async (filePath, code) => {
    expect(await restrictions(filePath, code)).toHaveLength(1);
  });

  it.each([
    ['machines/report/fixture.ts', "import type { Api } from '../shared/ports';\nimport type { Schemas } from '../../openapi/types';\nexport type A = [Api, Schemas];\n"],
    ['server/live/fixture.ts', "import { LIVE_PATH } from '../../openapi/live-protocol';\nexport const p = LIVE_PATH;\n"],
    ['src/app/fixture.ts', "import { STORAGE_KEYS } from '../../machines/shared/storageKeys';\nexport const k = STORAGE_KEYS;\n"],
    ['tests/machines/fixture.ts', "import { buildApp } from '../../server/app';\nimport { t } from '../../src/i18n';\nexport const x = [buildApp, t];\n"],
  ])('%s: a permitted import passes', async (filePath, code) => {
    expect(await restrictions(filePath, code)).toEqual([]);
  });
});
