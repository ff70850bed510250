import { appUrl } from '../../../lib/app-url';
import { useLocation } from 'react-router-dom';
import { useState } from 'react';
import { CodeSample } from '../../../docs/CodeSample';
import { DemoSection } from '../../../docs/DemoSection';
import { COPY_SNACKBAR_MS } from '../../../docs/Snippet';
import { WrapToggle } from '../../../docs/WrapToggle';
import { DsButton } from '../../../ds/DsButton';
import { DsIcon } from '../../../ds/DsIcon';
import { DsRadio } from '../../../ds/DsRadio';
import { DsRadioGroup } from '../../../ds/DsRadioGroup';
import { copyText, downloadFile } from '../../../lib/export-file';
import { useSnackbar } from '../../../providers/SnackbarProvider';
import { EXPORT_FORMATS, exportText, type ExportFormat } from './theme-export';
import { useShownColours } from './shown-colours';
import { themeLink } from './theme-url';

const COPIED: Readonly<Record<ExportFormat, string>> = {
  css: 'CSS copied to clipboard',
  tokens: 'Design tokens copied to clipboard',
};

/**
 * An extra: the theme shown (the site's, or a link's preview) to take away, as CSS custom
 * properties or W3C Design Tokens (DTCG) JSON, copied or downloaded; and a link that opens this
 * page with a preview of the theme.
 */
export function ThemeExport() {
  const { primary, secondary } = useShownColours();
  const { show } = useSnackbar();
  const { pathname } = useLocation();
  const [format, setFormat] = useState<ExportFormat>('css');
  const text = exportText(format, { primary, secondary });
  const link = themeLink(`${window.location.origin}${appUrl(pathname)}`, { primary, secondary });
  const { label, fileName, type } = EXPORT_FORMATS[format];

  const copy = async (value: string, success: string) => {
    const copied = await copyText(value);
    void show({
      message: copied ? success : 'Failed to copy',
      duration: COPY_SNACKBAR_MS,
      source: 'colors-export',
      replace: true,
    });
  };

  return (
    <DemoSection
      title="Export and share"
      description="Take the theme shown here with you: as the CSS custom properties this site sets, or as W3C Design Tokens for design tools. The link opens this page with a preview of the theme, which its visitor can then use for the whole site."
      wide
    >
      <div className="cs-export">
        <div className="cs-export__bar">
          <DsRadioGroup
            label="Format"
            appearance="buttons"
            value={format}
            onChange={event => setFormat(event.currentTarget.value === 'tokens' ? 'tokens' : 'css')}
          >
            {(Object.keys(EXPORT_FORMATS) as ExportFormat[]).map(key => (
              <DsRadio key={key} value={key}>
                {EXPORT_FORMATS[key].label}
              </DsRadio>
            ))}
          </DsRadioGroup>
          <div className="cs-export__actions">
            <WrapToggle variant="outline" />
            {/* one kind of button beside Wrap lines: small, outlined, words only */}
            <DsButton variant="outline" size="small" onClick={() => void copy(text, COPIED[format])}>
              Copy
            </DsButton>
            <DsButton variant="outline" size="small" onClick={() => downloadFile(fileName, text, type)}>
              Download {fileName}
            </DsButton>
          </div>
        </div>
        <CodeSample label={label} code={text} language={format === 'css' ? 'css' : 'json'} />
        <div className="cs-share">
          <p className="cs-share__label">Link to this theme</p>
          <code className="cs-share__link" data-testid="theme-link">
            {link}
          </code>
          <DsButton variant="outline" size="small" onClick={() => void copy(link, 'Link copied to clipboard')}>
            <DsIcon slot="start" name="link" size={16} />
            Copy link
          </DsButton>
        </div>
      </div>
    </DemoSection>
  );
}
