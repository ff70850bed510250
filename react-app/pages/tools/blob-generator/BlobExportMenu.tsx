import type { RefObject } from 'react';
import { blobClipPathCss, blobSvg, type DsBlob as DsBlobElement } from '../../../../elements/blob/ds-blob';
import { DsButton } from '../../../ds/DsButton';
import { DsIcon } from '../../../ds/DsIcon';
import { DsMenu } from '../../../ds/DsMenu';
import { DsMenuItem } from '../../../ds/DsMenuItem';
import { copyText, downloadFile, svgToPng } from '../../../lib/export-file';
import { useSnackbar } from '../../../providers/SnackbarProvider';
import { blobFileName } from './blob-files';

/** Snackbars of the blob tool: 1000 ms. */
export const BLOB_SNACKBAR_MS = 1000;
/** Width and height of the PNG export in px. */
export const BLOB_PNG_PX = 512;

/** The preview's SVG file: its path, in the colours the preview shows (the theme's accent). */
function previewSvg(blob: DsBlobElement, size?: number): string {
  const path = blob.shadowRoot?.querySelector('path');
  const style = path ? getComputedStyle(path) : null;
  const width = style ? Number.parseFloat(style.strokeWidth) : 1;
  return blobSvg(blob.path, {
    fill: style?.fill,
    stroke: style?.stroke,
    strokeWidth: Number.isFinite(width) ? width : 1,
    size,
  });
}

/** Export ▾: Download (SVG), Download PNG, Copy (SVG), Copy CSS clip-path. */
export function BlobExportMenu({ preview }: { preview: RefObject<DsBlobElement | null> }) {
  const { show } = useSnackbar();
  const notify = (message: string) =>
    void show({ message, duration: BLOB_SNACKBAR_MS, source: 'blob-generator', replace: true });

  const onSelect = async (value: string) => {
    const blob = preview.current;
    if (!blob) return;
    const now = new Date();
    switch (value) {
      case 'download':
        downloadFile(blobFileName('svg', now), previewSvg(blob));
        break;
      case 'png':
        try {
          downloadFile(blobFileName('png', now), await svgToPng(previewSvg(blob), BLOB_PNG_PX), 'image/png');
        } catch {
          notify('Failed to export PNG');
        }
        break;
      case 'copy':
        notify((await copyText(previewSvg(blob))) ? 'SVG copied to clipboard' : 'Failed to copy');
        break;
      case 'css':
        notify((await copyText(blobClipPathCss(blob.path))) ? 'CSS copied to clipboard' : 'Failed to copy');
        break;
    }
  };

  return (
    <DsMenu
      className="blob-export"
      placement="bottom"
      label="Export"
      onDsSelect={event => void onSelect(event.detail.value)}
    >
      <DsButton slot="trigger" variant="outline">
        <DsIcon slot="start" name="download" />
        Export
      </DsButton>
      <DsMenuItem value="download">Download SVG</DsMenuItem>
      <DsMenuItem value="png">Download PNG</DsMenuItem>
      <DsMenuItem value="copy">Copy SVG</DsMenuItem>
      <DsMenuItem value="css">Copy CSS clip-path</DsMenuItem>
    </DsMenu>
  );
}
