import type { CSSProperties } from 'react';
import { namedPalette } from '../../../../content/swatches';
import { DemoSection } from '../../../docs/DemoSection';
import { ROLE_TITLE, colorLabel, type ThemeRole } from './color-choice';
import { ColorChip } from './ColorChip';
import { useShownColours } from './shown-colours';
import { formatRatio, neutralRows, shadeRows, type ColorRow } from './shade-rows';

/** The shade drawn in its colour with a text sample in the text colour used on it (data colours). */
const sampleStyle = (row: ColorRow) => ({ '--cs-color': row.hex, '--cs-on': row.text }) as CSSProperties;

function ContrastRow({ row, caption }: { row: ColorRow; caption?: string }) {
  return (
    <li className="cs-shade" data-level={row.level}>
      {/* A specimen of the pair, drawn by CSS: incidental text (WCAG 1.4.3) that shows a failing
          contrast as it is; the ratio and grade beside it say it in words. */}
      <span className="cs-shade__sample" style={sampleStyle(row)} aria-hidden="true" />
      <span className="cs-shade__text">
        <span className="cs-shade__level">
          {row.level}
          {caption && <span className="cs-shade__caption"> · {caption}</span>}
        </span>
        <code className="cs-shade__hex">{row.hex}</code>
      </span>
      <span className="cs-shade__score">
        <span className="cs-shade__contrast">
          <span className="cs-shade__ratio">{formatRatio(row.ratio)}</span>
          <span className="cs-shade__on">{row.textName} text</span>
        </span>
        <span className="cs-grade" data-grade={row.grade}>
          {row.grade}
        </span>
      </span>
    </li>
  );
}

/** The nine generated shades of a theme colour, each with its WCAG contrast. */
export function ShadeScale({ themeRole: role }: { themeRole: ThemeRole }) {
  const theme = useShownColours();
  const rows = shadeRows(theme[role]);
  const title = `${ROLE_TITLE[role]} shades`;
  return (
    <DemoSection
      title={title}
      description={`Nine shades of ${colorLabel(role, theme[role])}, 100 to 900. Each shows the text colour used on it and their contrast ratio with its WCAG level.`}
    >
      <ol className="cs-shades" aria-label={title} data-testid={`${role}-shades`}>
        {rows.map(row => (
          <ContrastRow key={row.level} row={row} caption={row.level === 500 ? 'base' : undefined} />
        ))}
      </ol>
    </DemoSection>
  );
}

/** The neutral scale, white to black, for surfaces, borders and text. */
export function NeutralScale() {
  return (
    <DemoSection
      title="Neutral scale"
      description="Greys from white (0) to black (1000) for surfaces, borders and text; 50 and 900 are the light and dark page backgrounds."
      wide
    >
      <ol className="cs-shades cs-shades--columns" aria-label="Neutral scale" data-testid="neutral-scale">
        {neutralRows().map(row => (
          <ContrastRow key={row.level} row={row} />
        ))}
      </ol>
    </DemoSection>
  );
}

/** The 18 named base colours, each a token `--ds-palette-<name>`. */
export function BaseColors() {
  return (
    <DemoSection
      title="Base colours"
      description={
        <>
          Eighteen named colours for charts, tags and illustrations, each also a token:{' '}
          <code>--ds-palette-&lt;name&gt;</code>.
        </>
      }
      wide
    >
      <ul className="cs-palette" aria-label="Base colours">
        {namedPalette.map(color => (
          <li key={color.name} className="cs-palette__item">
            <ColorChip color={`var(--ds-palette-${color.name.toLowerCase()})`} className="cs-palette__chip" />
            <span className="cs-palette__name">{color.name}</span>
            <code className="cs-palette__hex">{color.value}</code>
            <span className="cs-palette__description">{color.description}</span>
          </li>
        ))}
      </ul>
    </DemoSection>
  );
}
