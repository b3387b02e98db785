/** A typed value once the typing has paused on it, so a search asks for what was meant rather than every keystroke. */
import { useEffect, useState } from 'react';

export function useSettled<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
