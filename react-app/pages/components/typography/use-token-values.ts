import { useEffect, useState } from 'react';

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
      setValues(Object.fromEntries(key.split(',').map(name => [name, style.getPropertyValue(`--ds-${name}`).trim()])));
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
