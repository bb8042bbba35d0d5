import { fileURLToPath } from 'node:url';

/** Emotion's insertion hooks replaced by src/app/styleInsertion.ts, in the build and in tests alike. */
export const styleInsertionAlias = {
  find: /^@emotion\/use-insertion-effect-with-fallbacks$/,
  replacement: fileURLToPath(new URL('../src/app/styleInsertion.ts', import.meta.url)),
};
