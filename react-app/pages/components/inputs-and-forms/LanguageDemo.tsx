import { useState, type FormEvent } from 'react';
import { DsButton } from '../../../ds/DsButton';
import { DsOption } from '../../../ds/DsOption';
import { DsSelect } from '../../../ds/DsSelect';
import { DsSlider } from '../../../ds/DsSlider';
import { DsTextField } from '../../../ds/DsTextField';
import { CodeSample } from '../../../docs/CodeSample';
import { DemoSection } from '../../../docs/DemoSection';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';

import { useDemoLanguage } from '../../../docs/use-demo-language';

type Code = 'en' | 'de' | 'fr' | 'es' | 'ja' | 'ar';

/** The languages, each named in itself, and this demo's own labels in it (the page's text, not the elements'). */
const LANGUAGES: readonly {
  code: Code;
  name: string;
  labels: { password: string; country: string; choose: string; zoom: string; budget: string; check: string };
}[] = [
  {
    code: 'en',
    name: 'English',
    labels: {
      password: 'Password',
      country: 'Country',
      choose: 'Choose a country',
      zoom: 'Zoom',
      budget: 'Budget',
      check: 'Check',
    },
  },
  {
    code: 'de',
    name: 'Deutsch',
    labels: {
      password: 'Passwort',
      country: 'Land',
      choose: 'Land wählen',
      zoom: 'Zoom',
      budget: 'Budget',
      check: 'Prüfen',
    },
  },
  {
    code: 'fr',
    name: 'Français',
    labels: {
      password: 'Mot de passe',
      country: 'Pays',
      choose: 'Choisir un pays',
      zoom: 'Zoom',
      budget: 'Budget',
      check: 'Vérifier',
    },
  },
  {
    code: 'es',
    name: 'Español',
    labels: {
      password: 'Contraseña',
      country: 'País',
      choose: 'Elige un país',
      zoom: 'Zoom',
      budget: 'Presupuesto',
      check: 'Comprobar',
    },
  },
  {
    code: 'ja',
    name: '日本語',
    labels: {
      password: 'パスワード',
      country: '国',
      choose: '国を選択',
      zoom: 'ズーム',
      budget: '予算',
      check: '確認',
    },
  },
  {
    code: 'ar',
    name: 'العربية',
    labels: {
      password: 'كلمة المرور',
      country: 'البلد',
      choose: 'اختر بلدًا',
      zoom: 'التكبير',
      budget: 'الميزانية',
      check: 'تحقّق',
    },
  },
];

const REGIONS = ['DE', 'FR', 'ES', 'JP', 'EG'] as const;

/** A region's name in `lang` (the browser's own data, no table of names here). */
function regionName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function importCode(code: Code): string {
  if (code === 'en') return '// English is built in: no import needed.\n// Set lang on any ancestor, or on <html>.';
  return [
    '// Once, anywhere in your app: the words of every element in that language',
    `import '@dotline/elements/translations/${code}.js';`,
    '',
    '// The nearest lang attribute chooses the language',
    `document.documentElement.lang = '${code}';`,
    ...(code === 'ar' ? ["document.documentElement.dir = 'rtl';"] : []),
  ].join('\n');
}

/**
 * A page-language switch over a demo area: the elements there say their own words (the show-password
 * button, validation messages) and write their numbers in the chosen language.
 */
export function LanguageDemo() {
  const { code, loading, choose, dir } = useDemoLanguage(LANGUAGES.map(l => l.code));
  const [zoom, setZoom] = useState(2.5);
  const [budget, setBudget] = useState(12000);
  const language = LANGUAGES.find(l => l.code === code)!;
  const { labels } = language;

  const check = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  const snippet = snippetOf({
    tag: 'div',
    attrs: { lang: code, dir },
    children: [
      { tag: 'ds-text-field', attrs: { label: labels.password, type: 'password', required: true } },
      { tag: 'ds-slider', attrs: { label: labels.zoom, min: 0, max: 5, step: 0.5, value: zoom, 'show-value': true } },
    ],
  });

  return (
    <DemoSection
      className="language-card"
      wide
      title="Page language"
      description="Elements speak the language of the nearest lang attribute: the words they add themselves (the show-password button, validation messages) and their numbers. The labels are the page's own text."
    >
      <div className="language-demo">
        <DsSelect
          className="language-demo__switch"
          label="Page language"
          name="page-language"
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
        <form className="language-demo__stage" lang={code} dir={dir} data-language-demo onSubmit={check}>
          <DsTextField label={labels.password} name="demo-password" type="password" required />
          <DsSelect label={labels.country} name="demo-country" placeholder={labels.choose} required>
            {REGIONS.map(region => (
              <DsOption key={region} value={region}>
                {regionName(region, code)}
              </DsOption>
            ))}
          </DsSelect>
          <DsSlider
            label={labels.zoom}
            min={0}
            max={5}
            step={0.5}
            value={zoom}
            showValue
            onInput={event => setZoom(event.currentTarget.value)}
          />
          <DsSlider
            label={labels.budget}
            min={0}
            max={20000}
            step={500}
            value={budget}
            valueText="{value} €"
            showValue
            onInput={event => setBudget(event.currentTarget.value)}
          />
          <div className="form-actions">
            <DsButton type="submit">{labels.check}</DsButton>
          </div>
        </form>
      </div>
      <CodeSample label="Loading a language" code={importCode(code)} language="jsx" />
      <Snippet label="Language code" {...snippet} />
    </DemoSection>
  );
}
