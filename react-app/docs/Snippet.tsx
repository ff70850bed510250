import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { DsButton } from '../ds/DsButton';
import { DsIcon } from '../ds/DsIcon';
import { copyText } from '../lib/export-file';
import { useSnackbar } from '../providers/SnackbarProvider';
import { CodeBlock } from './CodeBlock';
import { tabAfterKey } from './snippet-markup';
import { WrapToggle } from './WrapToggle';
import './docs.css';

/** Copy snackbars show for 1000 ms. */
export const COPY_SNACKBAR_MS = 1000;

const LANGUAGES = [
  { key: 'html', label: 'HTML', syntax: 'html' },
  { key: 'react', label: 'React', syntax: 'jsx' },
] as const;
type Language = (typeof LANGUAGES)[number]['key'];

/**
 * The code of a demo as it is set right now, in HTML and React tabs (APG tabs pattern: arrow keys,
 * Home and End move between the tabs and show their panel), in colour, with "Wrap lines" and a Copy
 * button that copies the full code (long values are shortened on screen only) and confirms in a
 * snackbar. Pass the code built from the demo's current values (see snippet-markup.ts).
 */
export function Snippet({ html, react, label = 'Code' }: { html: string; react: string; label?: string }) {
  const id = useId();
  const [active, setActive] = useState<Language>('html');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const { show } = useSnackbar();
  const code = active === 'html' ? html : react;
  const activeLabel = LANGUAGES.find(l => l.key === active)!.label;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = tabAfterKey(event.key, index, LANGUAGES.length);
    if (next === null) return;
    event.preventDefault();
    setActive(LANGUAGES[next]!.key);
    tabs.current[next]?.focus();
  };

  const copy = async () => {
    const copied = await copyText(code);
    void show({
      message: copied ? `${activeLabel} code copied to clipboard` : 'Failed to copy',
      duration: COPY_SNACKBAR_MS,
      source: 'docs-snippet',
      replace: true,
    });
  };

  return (
    <div className="snippet">
      <div className="snippet__bar">
        <div role="tablist" aria-label={label} className="snippet__tabs">
          {LANGUAGES.map((language, index) => {
            const selected = language.key === active;
            return (
              <button
                key={language.key}
                ref={element => {
                  tabs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${language.key}`}
                aria-selected={selected}
                aria-controls={`${id}-panel-${language.key}`}
                tabIndex={selected ? 0 : -1}
                className="snippet__tab"
                onClick={() => setActive(language.key)}
                onKeyDown={event => onKeyDown(event, index)}
              >
                {language.label}
              </button>
            );
          })}
        </div>
        <div className="snippet__actions">
          <WrapToggle />
          <DsButton variant="plain" size="small" label={`Copy ${activeLabel} code`} onClick={() => void copy()}>
            <DsIcon slot="start" name="copy" size={16} />
            Copy
          </DsButton>
        </div>
      </div>
      {LANGUAGES.map(language =>
        language.key === active ? (
          // The panel scrolls sideways, so it is a Tab stop (APG: a panel without focusable content is focusable).
          <CodeBlock
            key={language.key}
            id={`${id}-panel-${language.key}`}
            role="tabpanel"
            aria-labelledby={`${id}-tab-${language.key}`}
            tabIndex={0}
            className="snippet__code"
            code={code}
            language={language.syntax}
          />
        ) : (
          // The hidden panel stays in the DOM for its tab's aria-controls, empty: one copy of the code at a time.
          <div
            key={language.key}
            id={`${id}-panel-${language.key}`}
            role="tabpanel"
            aria-labelledby={`${id}-tab-${language.key}`}
            hidden
          />
        ),
      )}
    </div>
  );
}
