import { useSyncExternalStore } from 'react';

/** The seats chosen on each leg: the picker writes them, the side summary lists them. */
export interface ChosenSeats {
  going: string[];
  back: string[];
}

const empty: ChosenSeats = { going: [], back: [] };
let current: ChosenSeats = empty;
const listeners = new Set<() => void>();

export const chosenSeatsStore = {
  get: (): ChosenSeats => current,
  set(next: ChosenSeats): void {
    current = next;
    for (const listener of listeners) listener();
  },
  reset(): void {
    chosenSeatsStore.set(empty);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useChosenSeats = (): ChosenSeats =>
  useSyncExternalStore(chosenSeatsStore.subscribe, chosenSeatsStore.get);
