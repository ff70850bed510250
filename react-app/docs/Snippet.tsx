import { useState } from 'react';
import { DsButton } from '../ds/DsButton';
import { DsIcon } from '../ds/DsIcon';
import { DsTab } from '../ds/DsTab';
import { DsTabPanel } from '../ds/DsTabPanel';
import { DsTabs } from '../ds/DsTabs';
import { copyText } from '../lib/export-file';
import { useSnackbar } from '../providers/SnackbarProvider';
import { CodeBlock } from './CodeBlock';
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
 * The code of a demo as it is set right now, in HTML and React tabs (`<ds-tabs>`: arrow keys, Home and
 * End move between the tabs and show their panel), in colour, with "Wrap lines" and a Copy
 * button that copies the full code (long values are shortened on screen only) and confirms in a
 * snackbar. Pass the code built from the demo's current values (see snippet-markup.ts).
 */
export function Snippet({ html, react, label = 'Code' }: { html: string; react: string; label?: string }) {
  const [active, setActive] = useState<Language>('html');
  const { show } = useSnackbar();
  const code = active === 'html' ? html : react;
  const activeLabel = LANGUAGES.find(l => l.key === active)!.label;

  const copy = async () => {
    const copied = await copyText(code);
    void show({
      message: copied ? `${activeLabel} code copied to clipboard` : 'Failed to copy',
      duration: COPY_SNACKBAR_MS,
      source: 'docs-snippet',
      replace: true,
    });
  };

  // The actions come first: over the tab row, at its end, they are reached before the tabs and the code.
  return (
    <div className="snippet">
      <div className="snippet__actions">
        <WrapToggle />
        <DsButton variant="plain" size="small" label={`Copy ${activeLabel} code`} onClick={() => void copy()}>
          <DsIcon slot="start" name="copy" size={16} />
          Copy
        </DsButton>
      </div>
      <DsTabs
        className="snippet__tabs"
        label={label}
        value={active}
        onDsTabShow={event => {
          if (event.target === event.currentTarget) setActive(event.detail.name as Language);
        }}
      >
        {LANGUAGES.map(language => (
          <DsTab key={language.key} panel={language.key}>
            {language.label}
          </DsTab>
        ))}
        {LANGUAGES.map(language => (
          // The panel scrolls its code, so it is the Tab stop (the panel's own tabindex="0"). The hidden
          // panel stays empty: one copy of the code at a time.
          <DsTabPanel key={language.key} name={language.key} className="snippet__panel">
            {language.key === active && <CodeBlock className="snippet__code" code={code} language={language.syntax} />}
          </DsTabPanel>
        ))}
      </DsTabs>
    </div>
  );
}
