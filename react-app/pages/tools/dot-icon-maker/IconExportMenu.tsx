import { useRef } from 'react';
import type { DsMenu as DsMenuElement } from '../../../../elements/menu/ds-menu';
import { copyText, downloadFile, svgToPng } from '../../../lib/export-file';
import { useSnackbar } from '../../../providers/SnackbarProvider';
import { DsButton } from '../../../ds/DsButton';
import { DsMenu } from '../../../ds/DsMenu';
import { DsMenuItem } from '../../../ds/DsMenuItem';
import { DsRadio } from '../../../ds/DsRadio';
import { DsRadioGroup } from '../../../ds/DsRadioGroup';
import {
  COPY_SNACKBAR_MS,
  ICON_COPY_MESSAGES,
  ICON_PNG_COLOURS,
  ICON_PNG_FAILED,
  ICON_PNG_SIZE,
  iconFileName,
  iconPngFill,
  iconPngSvg,
  iconRawData,
  iconSvg,
  isIconPngColour,
  type IconPngColour,
} from './icon-export';

const SOURCE = 'icon-creator-export';

/** The accent as the page shows it here (light or dark), as a computed colour. */
function accentAt(context: Element): string {
  const probe = document.createElement('span');
  probe.hidden = true;
  probe.style.color = 'var(--ds-color-accent)';
  context.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

/** The PNG's colour: Accent (the default), Black or White. */
export function PngColourChoice({ value, onChange }: { value: IconPngColour; onChange(colour: IconPngColour): void }) {
  return (
    <DsRadioGroup
      className="dim-png-colour"
      label="PNG colour"
      appearance="buttons"
      value={value}
      onChange={e => {
        const next = e.currentTarget.value;
        if (isIconPngColour(next)) onChange(next);
      }}
    >
      {ICON_PNG_COLOURS.map(colour => (
        <DsRadio key={colour.value} value={colour.value}>
          {colour.label}
        </DsRadio>
      ))}
    </DsRadioGroup>
  );
}

/**
 * Export: Download (SVG), Download PNG in `pngColour`, Copy (the SVG) and Copy Raw Data, with
 * their snackbars. The SVG keeps `currentColor`, so it takes the colour of wherever it is used.
 */
export function IconExportMenu({ dots, pngColour }: { dots: readonly number[]; pngColour: IconPngColour }) {
  const menu = useRef<DsMenuElement>(null);
  const snackbar = useSnackbar();
  const tell = (message: string) =>
    void snackbar.show({ message, duration: COPY_SNACKBAR_MS, source: SOURCE, replace: true });

  const run = async (value: string) => {
    switch (value) {
      case 'download':
        downloadFile(iconFileName('svg'), iconSvg(dots));
        break;
      case 'png':
        try {
          const place = menu.current?.parentElement;
          const fill = iconPngFill(pngColour, place ? accentAt(place) : '');
          downloadFile(iconFileName('png'), await svgToPng(iconPngSvg(dots, fill), ICON_PNG_SIZE), 'image/png');
        } catch {
          tell(ICON_PNG_FAILED);
        }
        break;
      case 'copy':
        tell((await copyText(iconSvg(dots))) ? ICON_COPY_MESSAGES.svgCopied : ICON_COPY_MESSAGES.svgFailed);
        break;
      case 'raw':
        tell((await copyText(iconRawData(dots))) ? ICON_COPY_MESSAGES.rawCopied : ICON_COPY_MESSAGES.rawFailed);
        break;
    }
  };

  return (
    <DsMenu
      ref={menu}
      className="dim-export"
      placement="bottom"
      label="Export"
      onDsSelect={e => void run(e.detail.value)}
    >
      <DsButton slot="trigger" size="small">
        Export
      </DsButton>
      <DsMenuItem value="download">Download</DsMenuItem>
      <DsMenuItem value="png">Download PNG</DsMenuItem>
      <DsMenuItem value="copy">Copy</DsMenuItem>
      <DsMenuItem value="raw">Copy Raw Data</DsMenuItem>
    </DsMenu>
  );
}
