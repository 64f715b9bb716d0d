/** A set of keys (hidden chart series) with a stable toggle: adds a key if absent, removes it if present. */
import { useCallback, useState } from 'react';

/** `[set, toggle, replace]`, starting from `initial` (read once); `replace` sets exactly the keys given. */
export function useToggleSet(
  initial: () => Iterable<string> = () => [],
): [ReadonlySet<string>, (key: string) => void, (keys: Iterable<string>) => void] {
  const [set, setSet] = useState<ReadonlySet<string>>(() => new Set(initial()));
  const toggle = useCallback(
    (key: string) =>
      setSet((s) => {
        const next = new Set(s);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );
  const replace = useCallback((keys: Iterable<string>) => setSet(new Set(keys)), []);
  return [set, toggle, replace];
}
