import { ApiReference } from '../../../docs/ApiReference';
import { DemoGrid } from '../../../docs/DemoSection';
import { PageHeader } from '../../../shell/PageHeader';
import { usePageMeta } from '../../../shell/use-page-meta';
import { BaseColors, NeutralScale, ShadeScale } from './ColorScales';
import { ThemeChooser } from './ThemeChooser';
import { ThemeExport } from './ThemeExport';
import { useThemeLink } from './use-theme-link';
import './colors.css';

/**
 * Color System: choose the theme colours, see their shades with their
 * contrast, the neutral scale and the base colours, export the theme and share it by link.
 */
export default function ColorsPage() {
  useThemeLink();
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <DemoGrid>
        <ThemeChooser />
        <ShadeScale themeRole="primary" />
        <ShadeScale themeRole="secondary" />
        <NeutralScale />
        <BaseColors />
        <ThemeExport />
      </DemoGrid>
      <ApiReference tags={['ds-color-picker']} />
    </>
  );
}
