import { describe, expect, it, vi } from 'vitest';
import { LocalizeController, lookupStrings, registerTranslation, translationOf, type Translation } from './localize.js';
import en from '../../translations/en.js';
import de from '../../translations/de.js';
import ar from '../../translations/ar.js';

const modal = en.modal;

describe('registerTranslation and lookupStrings', () => {
  it('English is always there and is the fallback of an unknown language', () => {
    expect(translationOf('en')?.$name).toBe('English');
    expect(lookupStrings('', 'modal', modal)).toEqual(modal);
    expect(lookupStrings('xx', 'modal', modal)).toEqual(modal);
    expect(lookupStrings('not a tag!', 'modal', modal)).toEqual(modal);
  });

  it('falls back region → language → English, per key', () => {
    registerTranslation({
      $code: 'de-CH',
      $name: 'Deutsch (Schweiz)',
      $dir: 'ltr',
      modal: { maximize: 'Vergrössern' },
    });
    expect(lookupStrings('de-CH', 'modal', modal)).toEqual({
      close: 'Schließen',
      maximize: 'Vergrössern',
      minimize: 'Minimieren',
    });
    expect(lookupStrings('de-AT', 'modal', modal).close).toBe('Schließen');
    expect(lookupStrings('DE', 'modal', modal).maximize).toBe('Maximieren');
    // a key the language lacks comes from English
    registerTranslation({ $code: 'pt', $name: 'Português', $dir: 'ltr', modal: { close: 'Fechar' } });
    expect(lookupStrings('pt-BR', 'modal', modal)).toEqual({
      close: 'Fechar',
      maximize: 'Maximize',
      minimize: 'Minimize',
    });
  });

  it('ignores bad registrations and bad words', () => {
    const bad = [
      null,
      undefined,
      'de',
      42,
      { $name: 'no code', modal: { close: 'X' } },
      { $code: '', modal: { close: 'X' } },
      { $code: '!!', modal: { close: 'X' } },
    ] as unknown as Translation[];
    expect(() => registerTranslation(...bad)).not.toThrow();
    expect(translationOf('!!')).toBeUndefined();
    registerTranslation({
      $code: 'it',
      $name: 'Italiano',
      $dir: 'sideways',
      modal: { close: 5, maximize: ' ', minimize: 'Riduci' },
      select: 'x',
    } as unknown as Translation);
    expect(lookupStrings('it', 'modal', modal)).toEqual({ close: 'Close', maximize: 'Maximize', minimize: 'Riduci' });
    expect(lookupStrings('it', 'select', en.select)).toEqual(en.select);
    expect(translationOf('it')?.$dir).toBe('ltr');
  });

  it('merges a later registration of the same language per key', () => {
    registerTranslation({ $code: 'fr', $name: 'Français', $dir: 'ltr', modal: { close: 'Fermer' } });
    registerTranslation({ $code: 'fr', $name: 'Français', $dir: 'ltr', modal: { minimize: 'Réduire' } });
    expect(lookupStrings('fr', 'modal', modal)).toEqual({ close: 'Fermer', maximize: 'Maximize', minimize: 'Réduire' });
  });

  it('the shipped translations register themselves, with their direction', () => {
    expect(de.$code).toBe('de');
    expect(translationOf('de')?.$name).toBe('Deutsch');
    expect(translationOf('ar-EG')?.$dir).toBe('rtl');
    expect(ar.tabs.label).toBe(lookupStrings('ar', 'tabs', en.tabs).label);
  });

  it('every shipped translation has every key of English, each a non-empty word', async () => {
    const keys = (t: object) =>
      Object.entries(t)
        .filter(([k]) => !k.startsWith('$'))
        .flatMap(([g, words]) => Object.keys(words as object).map(k => `${g}.${k}`))
        .sort();
    for (const code of ['de', 'fr', 'es', 'ja', 'ar']) {
      const t = ((await import(`../../translations/${code}.ts`)) as { default: Translation }).default;
      expect(keys(t), code).toEqual(keys(en));
      for (const [g, words] of Object.entries(t).filter(([k]) => !k.startsWith('$'))) {
        for (const [k, word] of Object.entries(words as Record<string, string>)) {
          expect(typeof word === 'string' && word.trim() !== '', `${code} ${g}.${k}`).toBe(true);
          // the same placeholders as English
          const holes = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
          const english = (en as unknown as Record<string, Record<string, string>>)[g]![k]!;
          if (!(g === 'colorPicker' && k === 'hueValueOne'))
            expect(holes(word), `${code} ${g}.${k}`).toEqual(holes(english));
        }
      }
    }
  });
});

describe('LocalizeController', () => {
  it('renders its connected hosts again when a translation is registered', () => {
    const host = {
      controllers: [] as LocalizeController[],
      addController(c: LocalizeController) {
        this.controllers.push(c);
      },
      removeController() {},
      requestUpdate: vi.fn(),
      updateComplete: Promise.resolve(true),
      getAttribute: (name: string) => (name === 'lang' ? 'de-CH' : null),
    };
    const c = new LocalizeController(host as unknown as ConstructorParameters<typeof LocalizeController>[0]);
    c.hostConnected();
    expect(c.lang()).toBe('de-CH');
    expect(c.strings('modal', modal, { close: 'Zu' })).toEqual({
      close: 'Zu',
      maximize: 'Vergrössern',
      minimize: 'Minimieren',
    });
    expect(c.number(12000.5)).toBe(new Intl.NumberFormat('de-CH').format(12000.5));
    registerTranslation({ $code: 'de', $name: 'Deutsch', $dir: 'ltr', modal: { minimize: 'Verkleinern' } });
    expect(host.requestUpdate).toHaveBeenCalled();
    expect(c.strings('modal', modal).minimize).toBe('Verkleinern');
    c.hostDisconnected();
    host.requestUpdate.mockClear();
    registerTranslation({ $code: 'de', $name: 'Deutsch', $dir: 'ltr', modal: { minimize: 'Minimieren' } });
    expect(host.requestUpdate).not.toHaveBeenCalled();
  });
});
