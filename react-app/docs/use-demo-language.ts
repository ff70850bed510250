import { useState } from 'react';

/** The languages the elements ship words for (elements/translations/). */
export type DemoLanguage = 'en' | 'de' | 'fr' | 'es' | 'ja' | 'ar';

// Each translation is its own chunk, fetched when it is first chosen: no page's chunk holds one.
const LOADERS: Record<Exclude<DemoLanguage, 'en'>, () => Promise<unknown>> = {
  de: () => import('../../elements/translations/de.js'),
  fr: () => import('../../elements/translations/fr.js'),
  es: () => import('../../elements/translations/es.js'),
  ja: () => import('../../elements/translations/ja.js'),
  ar: () => import('../../elements/translations/ar.js'),
};

/**
 * A demo's language switch, starting in English (built into the elements): `choose(code)` loads that language's
 * words for the elements, then makes it the demo's `code`; `loading` is true meanwhile. A code the demo does not
 * `offer` is ignored. `dir` is 'rtl' for Arabic.
 */
export function useDemoLanguage<Code extends DemoLanguage>(offered: readonly Code[]) {
  const [code, setCode] = useState<Code>('en' as Code);
  const [loading, setLoading] = useState(false);
  const choose = (next: string) => {
    const chosen = offered.find(c => c === next);
    if (!chosen) return;
    if (chosen === 'en') {
      setCode(chosen);
      return;
    }
    setLoading(true);
    void LOADERS[chosen as Exclude<DemoLanguage, 'en'>]()
      .then(() => setCode(chosen))
      .finally(() => setLoading(false));
  };
  return { code, loading, choose, dir: code === 'ar' ? ('rtl' as const) : undefined };
}
