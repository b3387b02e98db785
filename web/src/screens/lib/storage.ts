/** localStorage that never throws (private windows, full quota): a lost preference is not worth an error. */
export const prefs = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // the choice just is not remembered
    }
  },
};
