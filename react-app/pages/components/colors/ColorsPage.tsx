import type { CSSProperties } from 'react';
import { themeVariables } from '../../../../elements/tokens/theme';
import { ApiReference } from '../../../docs/ApiReference';
import { DemoGrid } from '../../../docs/DemoSection';
import { DsButton } from '../../../ds/DsButton';
import { PageHeader } from '../../../shell/PageHeader';
import { PageNotice } from '../../../shell/PageNotice';
import { usePageMeta } from '../../../shell/use-page-meta';
import { BaseColors, NeutralScale, ShadeScale } from './ColorScales';
import { PreviewColours } from './shown-colours';
import { ThemeChooser } from './ThemeChooser';
import { ThemeExport } from './ThemeExport';
import { useThemeLink } from './use-theme-link';
import './colors.css';

/**
 * Color System: choose the theme colours, see their shades with their
 * contrast, the neutral scale and the base colours, export the theme and share it by link. A
 * shared link's colours are previewed in the demos only (their palette set on the demo area,
 * data-ds-palette), until the visitor chooses to use them for the whole site.
 */
export default function ColorsPage() {
  const { preview, notice, use, keep, noticeRef } = useThemeLink();
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      {notice && (
        <PageNotice
          ref={noticeRef}
          testId="theme-link-notice"
          actions={
            preview && (
              <>
                <DsButton variant="primary" size="small" onClick={use}>
                  Use these colours for the site
                </DsButton>
                <DsButton variant="outline" size="small" onClick={keep}>
                  Keep my colours
                </DsButton>
              </>
            )
          }
        >
          {notice}
        </PageNotice>
      )}
      <div
        className="cs-demos"
        data-ds-palette={preview ? 'preview' : undefined}
        style={preview ? (themeVariables(preview) as CSSProperties) : undefined}
      >
        <PreviewColours value={preview}>
          <DemoGrid>
            <ThemeChooser />
            <ShadeScale themeRole="primary" />
            <ShadeScale themeRole="secondary" />
            <NeutralScale />
            <BaseColors />
            <ThemeExport />
          </DemoGrid>
        </PreviewColours>
      </div>
      <ApiReference tags={['ds-color-picker']} />
    </>
  );
}
