import type { Plugin } from 'vite';

/**
 * A chunk the bundler makes of the modules named, by folder or by module: each entry of `take`
 * is a path without extension that ends a folder's path (every module under it) or a module's.
 */
export interface ChunkGroup {
  name: string;
  take: string[];
  /** modules of those folders that stay out (those only some later page loads) */
  except?: string[];
  /**
   * Whether the modules the group's modules import join it too (the bundler's default); a group
   * that takes only what it names leaves them where the other groups put them.
   */
  withDependencies?: boolean;
}

const posix = (id: string) => id.replaceAll('\\', '/');

/** Whether a module's id is the path `pattern` names: a folder holding it, or the module itself. */
export const pathMatches = (id: string, pattern: string) => {
  const path = posix(id);
  return (
    path.includes(`/${pattern}/`) || path.replace(/\.[cm]?[jt]sx?$/, '').endsWith(`/${pattern}`)
  );
};

/**
 * The bundler's `codeSplitting.groups` from `groups` (a module joins the first group that takes
 * it), and a plugin that fails the build when one of their paths names no module of it: a rename
 * or a library's new layout would otherwise leave its modules where the bundler puts them and
 * quietly change what the first pages load (`npm run bench:bundle` measures that).
 */
export function chunkGroups(groups: ChunkGroup[]) {
  const takes = (group: ChunkGroup, id: string) =>
    group.take.some((pattern) => pathMatches(id, pattern)) &&
    !(group.except ?? []).some((pattern) => pathMatches(id, pattern));
  const splitting = groups.map((group, index) => ({
    name: group.name,
    test: (id: string) => takes(group, id),
    // the first group listed wins a module two of them take
    priority: groups.length - index,
    includeDependenciesRecursively: group.withDependencies ?? false,
  }));
  const plugin: Plugin = {
    name: 'portal-chunk-groups',
    apply: 'build',
    generateBundle() {
      const ids = [...this.getModuleIds()];
      const unmatched = groups.flatMap((group) =>
        [...group.take, ...(group.except ?? [])]
          .filter((pattern) => !ids.some((id) => pathMatches(id, pattern)))
          .map((pattern) => `'${group.name}' names ${pattern}, which is no module of the build`),
      );
      if (unmatched.length > 0) this.error(`chunk groups: ${unmatched.join('; ')}`);
    },
  };
  return { groups: splitting, plugin };
}
