import { useState } from 'react';
import { DsDatePicker } from '../../../ds/DsDatePicker';
import { DsRadio } from '../../../ds/DsRadio';
import { DsRadioGroup } from '../../../ds/DsRadioGroup';
import { CodeSample } from '../../../docs/CodeSample';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';

import { useDemoLanguage } from '../../../docs/use-demo-language';

type Code = 'en' | 'de' | 'ja' | 'ar';

/** The languages, each named in itself, with this demo's label in it and where its weeks start (from Intl). */
const LANGUAGES: readonly { code: Code; name: string; label: string; weekStarts: string }[] = [
  { code: 'en', name: 'English', label: 'Arrival', weekStarts: 'Sunday' },
  { code: 'de', name: 'Deutsch', label: 'Anreise', weekStarts: 'Monday' },
  { code: 'ja', name: '日本語', label: '到着日', weekStarts: 'Sunday' },
  { code: 'ar', name: 'العربية', label: 'تاريخ الوصول', weekStarts: 'Saturday' },
];

function importCode(code: Code): string {
  if (code === 'en') return '// English is built in: no import needed.\n// Set lang on any ancestor, or on <html>.';
  return [
    '// Once, anywhere in your app: the words of every element in that language',
    `import '@dotline/elements/translations/${code}.js';`,
    '',
    '// The nearest lang attribute chooses the language and the date format',
    `document.documentElement.lang = '${code}';`,
    ...(code === 'ar' ? ["document.documentElement.dir = 'rtl';"] : []),
  ].join('\n');
}

/** One date in four languages: the field's format, the names, the week's first day and the direction follow `lang`. */
export function DateLanguageDemo() {
  const { code, loading, choose, dir } = useDemoLanguage(LANGUAGES.map(l => l.code));
  const [value, setValue] = useState('2026-11-28');
  const language = LANGUAGES.find(l => l.code === code)!;

  const snippet = snippetOf({
    tag: 'div',
    attrs: { lang: code, dir },
    children: [
      {
        tag: 'ds-date-picker',
        attrs: { label: language.label, name: 'arrival', value },
        reactProps: { onChange: { code: 'event => setValue(event.currentTarget.value)' } },
      },
    ],
  });

  return (
    <DemoSection
      wide
      title="Languages and right to left"
      description="The nearest lang sets the order of day, month and year, the separators, the month and weekday names and the first day of the week, all from the browser’s Intl: no locale data is shipped. Arabic mirrors the calendar and its arrow keys."
    >
      <div className="date-language">
        <div className="date-language__switch">
          <DsRadioGroup
            label="Language"
            appearance="buttons"
            value={code}
            onChange={event => choose(event.currentTarget.value)}
          >
            {LANGUAGES.map(l => (
              <DsRadio key={l.code} value={l.code} lang={l.code}>
                {l.name}
              </DsRadio>
            ))}
          </DsRadioGroup>
          <p className="date-language__status" aria-live="polite">
            {loading ? 'Loading the translation…' : ''}
          </p>
        </div>
        <div className="date-language__stage" lang={code} dir={dir} data-date-language>
          <DsDatePicker
            label={language.label}
            name="arrival"
            value={value}
            onChange={event => setValue(event.currentTarget.value)}
          />
        </div>
        <div className="date-language__values">
          <LiveValue label="Value">{value || 'Empty'}</LiveValue>
          <LiveValue label="Weeks start on">{language.weekStarts}</LiveValue>
        </div>
      </div>
      <CodeSample label="Loading a language" code={importCode(code)} language="jsx" />
      <Snippet label="Language code" {...snippet} />
    </DemoSection>
  );
}
