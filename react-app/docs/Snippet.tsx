import { useId, useLayoutEffect, useRef, useState, type ComponentRef, type RefObject } from 'react';
import { DsButton } from '../ds/DsButton';
import { DsIcon } from '../ds/DsIcon';
import { DsTab } from '../ds/DsTab';
import { DsTabPanel } from '../ds/DsTabPanel';
import { DsTabs } from '../ds/DsTabs';
import { copyText } from '../lib/export-file';
import { useSnackbar } from '../providers/SnackbarProvider';
import { CodeBlock } from './CodeBlock';
import { useScrollFade } from './use-scroll-fade';
import { WrapToggle } from './WrapToggle';
import './docs.css';

/** Copy snackbars show for 1000 ms. */
export const COPY_SNACKBAR_MS = 1000;

const LANGUAGES = [
  { key: 'html', label: 'HTML', syntax: 'html' },
  { key: 'react', label: 'React', syntax: 'jsx' },
] as const;
type Language = (typeof LANGUAGES)[number]['key'];

/** The height of a folded sample, in rem (docs.css, `.snippet[data-folded] .snippet__panel`). */
export const SNIPPET_FOLD_REM = 20;
/** Only a sample that much taller folds: "Show more" never shows a line or two. */
const FOLD_SLACK_REM = 4;

/**
 * Whether the code block `ref` is taller than the fold, measured again whenever it changes size
 * (new code, "Wrap lines", another width or font size).
 */
function useTallerThanFold(ref: RefObject<HTMLElement | null>, key: unknown): boolean {
  const [taller, setTaller] = useState(false);
  useLayoutEffect(() => {
    const block = ref.current;
    if (!block) return;
    const measure = () => {
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      setTaller(block.offsetHeight > (SNIPPET_FOLD_REM + FOLD_SLACK_REM) * rem);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(block);
    return () => observer.disconnect();
  }, [ref, key]);
  return taller;
}

/**
 * The code of a demo as it is set right now, in HTML and React tabs (`<ds-tabs>`: arrow keys, Home and
 * End move between the tabs and show their panel), in colour, with "Wrap lines" and a Copy
 * button that copies the full code (long values are shortened on screen only) and confirms in a
 * snackbar. Pass the code built from the demo's current values (see snippet-markup.ts).
 * Code taller than the fold shows folded, its last lines fading out over a "Show more" button
 * (`aria-expanded`), so that a sample is never cut without a word; "Show less" folds it again. A
 * side that hides code (folded, or lines wider than the panel) fades out (use-scroll-fade.ts).
 */
export function Snippet({ html, react, label = 'Code' }: { html: string; react: string; label?: string }) {
  const [active, setActive] = useState<Language>('html');
  const { show } = useSnackbar();
  const code = active === 'html' ? html : react;
  const activeLabel = LANGUAGES.find(l => l.key === active)!.label;
  const block = useRef<HTMLPreElement>(null);
  const long = useTallerThanFold(block, active);
  const [expanded, setExpanded] = useState(false);
  const folded = long && !expanded;
  const panel = useRef<ComponentRef<typeof DsTabPanel>>(null);
  useScrollFade(panel, active);
  const panelIds = `${useId()}-panel`;

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
    <div className="snippet" data-folded={folded ? '' : undefined}>
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
          <DsTabPanel
            key={language.key}
            ref={language.key === active ? panel : undefined}
            id={`${panelIds}-${language.key}`}
            name={language.key}
            className="snippet__panel"
          >
            {language.key === active && (
              <CodeBlock ref={block} className="snippet__code" code={code} language={language.syntax} />
            )}
          </DsTabPanel>
        ))}
      </DsTabs>
      {long && (
        <div className="snippet__more">
          <DsButton
            variant="plain"
            size="small"
            aria-expanded={expanded ? 'true' : 'false'}
            aria-controls={`${panelIds}-${active}`}
            onClick={() => setExpanded(!expanded)}
          >
            <DsIcon slot="end" name={expanded ? 'chevron-up' : 'chevron-down'} size={16} />
            {expanded ? 'Show less' : 'Show more'}
          </DsButton>
        </div>
      )}
    </div>
  );
}
