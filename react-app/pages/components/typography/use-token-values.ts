import { useEffect, useState } from 'react';

/**
 * A token value as the docs print it: the build's minifier writes `.15s` and `cubic-bezier(.2, 0, 0, 1)`;
 * readers get a leading zero, and durations in ms as the tokens are written.
 */
export function readableTokenValue(value: string): string {
  const zeroed = value.trim().replace(/(^|[^\d])\.(\d)/g, '$10.$2');
  const inSeconds = /^(\d*\.?\d+)s$/.exec(zeroed);
  return inSeconds ? `${Math.round(Number(inSeconds[1]) * 100000) / 100}ms` : zeroed;
}

/**
 * The values the page really uses for `--ds-*` tokens (read from the root element, so a theme or
 * the reduced-motion override shows as it is in effect). Empty strings until mounted.
 */
export function useTokenValues(names: readonly string[]): Record<string, string> {
  const key = names.join(',');
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    const read = () => {
      const style = getComputedStyle(document.documentElement);
      setValues(
        Object.fromEntries(
          key.split(',').map(name => [name, readableTokenValue(style.getPropertyValue(`--ds-${name}`))]),
        ),
      );
    };
    read();
    // The font-size setting and reduced motion change token values while the page is open.
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['style', 'data-theme'] });
    motion.addEventListener('change', read);
    return () => {
      observer.disconnect();
      motion.removeEventListener('change', read);
    };
  }, [key]);
  return values;
}
