import { useInsertionEffect } from 'react';

/**
 * Stands in for `@emotion/use-insertion-effect-with-fallbacks` (aliased in vite.config.ts and
 * vitest.config.ts). Emotion compiles and inserts a component's styles in an insertion effect, so
 * all of a page's styles are compiled inside React's commit, which is one task however long (on
 * the home page, most of the start-up's longest task). Inserted while rendering instead, they are
 * compiled in the render's time slices, which the first page's transition hands back to the browser
 * every few milliseconds. A render React throws away leaves its rules in the sheet: harmless, the
 * cache inserts each rule once. Global styles keep the insertion effect: they replace their rules
 * on every change, so they must run once per commit.
 */
export function useInsertionEffectAlwaysWithSyncFallback(insert: () => unknown): void {
  insert();
}

export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
