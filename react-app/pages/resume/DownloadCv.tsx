import { appUrl } from '../../lib/app-url';
import { resumeMedia } from '../../../content/resume';
import { DsButton } from '../../ds/DsButton';
import { DsIcon } from '../../ds/DsIcon';

/** The sticky Download button: saves the CV PDF under the person's name (hidden in print). */
export function DownloadCv() {
  return (
    <div className="resume-download">
      <DsButton variant="highlighted" href={appUrl(resumeMedia.cv.href)} download={resumeMedia.cv.downloadName}>
        <DsIcon slot="start" name="download" />
        Download CV
      </DsButton>
    </div>
  );
}
