import { copyText, downloadFile, svgToPng } from '../../../lib/export-file';
import { useSnackbar } from '../../../providers/SnackbarProvider';
import { DsButton } from '../../../ds/DsButton';
import { DsMenu } from '../../../ds/DsMenu';
import { DsMenuItem } from '../../../ds/DsMenuItem';
import {
  COPY_SNACKBAR_MS,
  ICON_COPY_MESSAGES,
  ICON_PNG_FAILED,
  ICON_PNG_SIZE,
  iconFileName,
  iconRawData,
  iconSvg,
} from './icon-export';

const SOURCE = 'icon-creator-export';

/** Export: Download (SVG), Download PNG, Copy (the SVG) and Copy Raw Data, with their snackbars. */
export function IconExportMenu({ dots }: { dots: readonly number[] }) {
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
          downloadFile(iconFileName('png'), await svgToPng(iconSvg(dots), ICON_PNG_SIZE), 'image/png');
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
    <DsMenu className="dim-export" placement="bottom" label="Export" onDsSelect={e => void run(e.detail.value)}>
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
