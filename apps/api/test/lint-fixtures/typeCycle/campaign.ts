import type { Tab } from './tab';

/** Imports only a type from its importer: a circle all the same, which eslint's no-cycle skips. */
export interface Campaign {
  name: string;
  tabs: Tab[];
}
