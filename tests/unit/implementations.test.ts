import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * A hook calls the backend through its interface (src/backend/types.ts), so Go to Definition lands on
 * the method's declaration in core/<concern>Api.ts, by design. Go to Implementation must then land in
 * the concern module of each adapter that does it, not only in the Firebase adapter's deferred loading
 * (index.ts, lazy.ts), and not nowhere, which a write wrapped in a helper that loses the interface's
 * type causes. This asks TypeScript's language service exactly that, for every method.
 */

const root = process.cwd();
const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), undefined, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: () => {},
});
if (!config) throw new Error('tsconfig.json could not be read');
const service = ts.createLanguageService(
  {
    getScriptFileNames: () => config.fileNames,
    getScriptVersion: () => '1',
    getScriptSnapshot: (file) => {
      const text = ts.sys.readFile(file);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => root,
    getCompilationSettings: () => config.options,
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: (file) => ts.sys.fileExists(file),
    readFile: (file) => ts.sys.readFile(file),
    readDirectory: (...args) => ts.sys.readDirectory(...args),
    directoryExists: (dir) => ts.sys.directoryExists(dir),
    getDirectories: (dir) => ts.sys.getDirectories(dir),
  },
  ts.createDocumentRegistry(),
);

/** Every method each core/<concern>Api.ts interface declares, with where its name stands. */
function declaredMethods() {
  const program = service.getProgram();
  if (!program) throw new Error('no program');
  const methods: { name: string; file: string; position: number }[] = [];
  for (const source of program.getSourceFiles()) {
    if (!/src\/backend\/core\/\w+Api\.ts$/.test(source.fileName)) continue;
    source.forEachChild(function visit(node) {
      if (ts.isMethodSignature(node) && ts.isIdentifier(node.name)) {
        methods.push({
          name: node.name.text,
          file: source.fileName,
          position: node.name.getStart(source),
        });
      }
      node.forEachChild(visit);
    });
  }
  return methods;
}

describe('a Backend method, from its interface', () => {
  it('goes to an implementation in a concern module of each adapter that has it', () => {
    const methods = declaredMethods();
    expect(methods.length).toBeGreaterThan(30);
    const lost = methods.flatMap(({ name, file, position }) => {
      const found = (service.getImplementationAtPosition(file, position) ?? []).map((each) =>
        path.relative(root, each.fileName),
      );
      const adapters = ['local', 'firebase'].filter((adapter) =>
        found.some(
          (where) =>
            where.startsWith(`src/backend/${adapter}/`) && !/\/(index|lazy)\.ts$/.test(where),
        ),
      );
      // The auth concern's development mailbox is the local adapter's alone.
      const expected = name === 'watchDevOutbox' ? ['local'] : ['local', 'firebase'];
      return adapters.join() === expected.join()
        ? []
        : [`${name}: ${found.join(', ') || 'nothing'}`];
    });
    expect(lost).toEqual([]);
  }, 120_000);
});
