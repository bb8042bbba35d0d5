// Refuses import circles in every workspace, type-only ones included: eslint's import-x/no-cycle
// skips `import type`, and a type-only circle still ties two modules into one. Each import is
// resolved as TypeScript resolves it, with the tsconfig nearest to the importing file.
// Usage: node scripts/importCycles.mjs [folder ...]   (default: the whole repository)
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const defaultFolders = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
// The lint fixtures break the rules on purpose; they are checked only when named.
const skippedFolders = new Set(['node_modules', 'dist', 'lint-fixtures']);
const sourceFile = /\.(ts|tsx|mts|mjs)$/;

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : sourceFiles(path);
    return sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const fallbackOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowJs: true,
};
const optionsByFolder = new Map();
function compilerOptions(folder) {
  if (!optionsByFolder.has(folder)) {
    const configPath = join(folder, 'tsconfig.json');
    let options;
    if (ts.sys.fileExists(configPath)) {
      const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
      options = { ...ts.parseJsonConfigFileContent(config, ts.sys, folder).options, allowJs: true };
    } else if (folder === root || dirname(folder) === folder) options = fallbackOptions;
    else options = compilerOptions(dirname(folder));
    optionsByFolder.set(folder, options);
  }
  return optionsByFolder.get(folder);
}

/** The repository files `file` imports (values, types, re-exports and dynamic imports). */
function importsOf(file) {
  const options = compilerOptions(dirname(file));
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.flatMap(({ fileName }) => {
    const { resolvedModule } = ts.resolveModuleName(fileName, file, options, ts.sys);
    // The workspaces' own packages count (their real path is in the repository); libraries do not.
    const target = resolvedModule && resolve(resolvedModule.resolvedFileName);
    const ours = target?.startsWith(root) && !target.includes('/node_modules/');
    return ours && !target.endsWith('.d.ts') ? [target] : [];
  });
}

/** Each group of files that import one another (Tarjan's strongly connected components). */
function circles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) found.push(group);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/** One import path around the group, from its first file back to it. */
function circlePath(graph, group) {
  const members = new Set(group);
  const start = [...group].sort()[0];
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const target of graph.get(file) ?? []) {
      if (target === start) {
        const path = [start];
        for (let step = file; step !== null; step = cameFrom.get(step)) path.unshift(step);
        return path;
      }
      if (members.has(target) && !cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return group;
}

const folders = process.argv.length > 2 ? process.argv.slice(2) : defaultFolders;
const graph = new Map();
for (const folder of folders)
  for (const file of sourceFiles(resolve(root, folder))) graph.set(file, importsOf(file));

const found = circles(graph);
for (const group of found)
  console.error(
    `Import circle: ${circlePath(graph, group)
      .map((file) => relative(root, file))
      .join(' → ')}`,
  );
if (found.length > 0) {
  console.error(
    `${found.length} import circle(s): move what both sides need into a module both can import.`,
  );
  process.exitCode = 1;
}
