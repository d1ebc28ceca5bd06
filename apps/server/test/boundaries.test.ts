import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// npm run lint is what keeps the layers apart; these cases prove its rules fire (a config that
// silently matched no file would pass every lint run).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });
const rulesHit = async (file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((m) => m.ruleId);
};

describe('lint boundaries', () => {
  it('a web feature may not import another feature', async () => {
    expect(await rulesHit('apps/web/src/features/history/probe.tsx', "import { Composer } from '../chat/composer.tsx';\nexport const x = Composer;\n"))
      .toContain('import-x/no-restricted-paths');
    expect(await rulesHit('apps/web/src/features/chat/probe.tsx', "import { Composer } from './composer.tsx';\nexport const x = Composer;\n"))
      .not.toContain('import-x/no-restricted-paths');
  });

  it('the phone takes the Zod-free parts of the contract, types aside', async () => {
    expect(await rulesHit('apps/web/src/lib/probe.ts', "import { chat } from '@krishimitra/contract';\nexport const x = chat;\n"))
      .toContain('@typescript-eslint/no-restricted-imports');
    expect(await rulesHit('apps/web/src/lib/probe.ts', "import type { ChatReply } from '@krishimitra/contract';\nexport type X = ChatReply;\n"))
      .toEqual([]);
  });

  it('only repositories touch Kysely, and routes never call a repository', async () => {
    expect(await rulesHit('apps/server/src/features/chat/probe-service.ts', "import { sql } from 'kysely';\nexport const x = sql;\n"))
      .toContain('@typescript-eslint/no-restricted-imports');
    expect(await rulesHit('apps/server/src/features/chat/repository.ts', "import { sql } from 'kysely';\nexport const x = sql;\n"))
      .not.toContain('@typescript-eslint/no-restricted-imports');
    expect(await rulesHit('apps/server/src/features/users/routes.ts', "import { userRepository } from './repository.ts';\nexport const x = userRepository;\n"))
      .toContain('import-x/no-restricted-paths');
  });
});
