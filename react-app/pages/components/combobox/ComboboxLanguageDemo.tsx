import type { FormEvent } from 'react';
import { DsButton } from '../../../ds/DsButton';
import { DsCombobox } from '../../../ds/DsCombobox';
import { DsOption } from '../../../ds/DsOption';
import { DsSelect } from '../../../ds/DsSelect';
import { DemoSection } from '../../../docs/DemoSection';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';

import { useDemoLanguage } from '../../../docs/use-demo-language';

type Code = 'en' | 'de' | 'fr' | 'es' | 'ja' | 'ar';

/** The languages, each named in itself, with this demo's own words (the page's text, not the element's). */
const LANGUAGES: readonly { code: Code; name: string; label: string; fruit: readonly string[]; check: string }[] = [
  { code: 'en', name: 'English', label: 'Fruit', fruit: ['Apple', 'Cherry', 'Pear'], check: 'Check' },
  { code: 'de', name: 'Deutsch', label: 'Obst', fruit: ['Apfel', 'Kirsche', 'Birne'], check: 'Prüfen' },
  { code: 'fr', name: 'Français', label: 'Fruits', fruit: ['Pomme', 'Cerise', 'Poire'], check: 'Vérifier' },
  { code: 'es', name: 'Español', label: 'Fruta', fruit: ['Manzana', 'Cereza', 'Pera'], check: 'Comprobar' },
  { code: 'ja', name: '日本語', label: '果物', fruit: ['りんご', 'さくらんぼ', '洋梨'], check: '確認' },
  { code: 'ar', name: 'العربية', label: 'الفاكهة', fruit: ['تفاح', 'كرز', 'كمثرى'], check: 'تحقّق' },
];

/** The combobox's own words in the page's language: the count and "No results", "Remove …", the required message. */
export function ComboboxLanguageDemo() {
  const { code, loading, choose, dir } = useDemoLanguage(LANGUAGES.map(l => l.code));
  const language = LANGUAGES.find(l => l.code === code)!;

  const check = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  const snippet = snippetOf({
    tag: 'form',
    attrs: { lang: code, dir },
    children: [
      {
        tag: 'ds-combobox',
        attrs: { label: language.label, name: 'fruit', multiple: true, required: true },
        children: language.fruit.map(fruit => ({ tag: 'ds-option', children: [fruit] })),
      },
      { tag: 'ds-button', attrs: { type: 'submit' }, children: [language.check] },
    ],
  });

  return (
    <DemoSection
      wide
      title="Page language"
      description="The combobox says its own words in the language of the nearest lang attribute: how many options match, “No results”, “Loading…”, each tag’s remove button and the message of a required field (press the button with no fruit chosen)."
    >
      <div className="combobox-language">
        <DsSelect
          className="combobox-language__switch"
          label="Page language"
          name="combobox-language"
          value={code}
          helpText={loading ? 'Loading the translation…' : undefined}
          onChange={event => choose(event.currentTarget.value)}
        >
          {LANGUAGES.map(l => (
            <DsOption key={l.code} value={l.code} lang={l.code}>
              {l.name}
            </DsOption>
          ))}
        </DsSelect>
        <form className="combobox-language__stage" lang={code} dir={dir} onSubmit={check}>
          <DsCombobox key={code} label={language.label} name="fruit" multiple required defaultValue={language.fruit[0]}>
            {language.fruit.map(fruit => (
              <DsOption key={fruit}>{fruit}</DsOption>
            ))}
          </DsCombobox>
          <div className="form-actions">
            <DsButton type="submit">{language.check}</DsButton>
          </div>
        </form>
      </div>
      <Snippet label="Language code" {...snippet} />
    </DemoSection>
  );
}
