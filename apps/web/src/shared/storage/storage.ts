/** JSON helpers over Web Storage that never throw (private mode, quota, bad JSON). */
function read(storage: Storage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // storage unavailable: the value only lives for this page
  }
}

function remove(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // ignore
  }
}

export const readSession = (key: string): unknown => read(window.sessionStorage, key);
export const writeSession = (key: string, value: unknown): void =>
  write(window.sessionStorage, key, value);
export const removeSession = (key: string): void => remove(window.sessionStorage, key);
export const readLocal = (key: string): unknown => read(window.localStorage, key);
export const writeLocal = (key: string, value: unknown): void =>
  write(window.localStorage, key, value);
export const removeLocal = (key: string): void => remove(window.localStorage, key);

export function clearAllStorage(): void {
  try {
    window.sessionStorage.clear();
  } catch {
    // ignore
  }
  try {
    window.localStorage.clear();
  } catch {
    // ignore
  }
}
