import { useEffect, useRef, useState, type ComponentRef, type FormEvent } from 'react';
import { formatFileSize } from '../../../../elements/file-input/file-rules.js';
import { DsButton } from '../../../ds/DsButton';
import { DsFileInput } from '../../../ds/DsFileInput';
import { DsRadio } from '../../../ds/DsRadio';
import { DsRadioGroup } from '../../../ds/DsRadioGroup';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';

import { useDemoLanguage } from '../../../docs/use-demo-language';

type Code = 'en' | 'de';
type FileInputElement = ComponentRef<typeof DsFileInput>;

/** The avatar's limit, in bytes: 2.5 MB. */
const MAX_SIZE = 2_500_000;

/** This demo's own words (the page's text); the elements' words come from their translations. */
const LABELS: Record<
  Code,
  {
    attachments: string;
    attachmentsHelp: string;
    photos: string;
    avatar: string;
    avatarHelp: (limit: string) => string;
    contract: string;
    contractHelp: string;
    check: string;
    sent: string;
    nothing: string;
  }
> = {
  en: {
    attachments: 'Attachments',
    attachmentsHelp: 'Any type of file, at least one.',
    photos: 'Photos',
    avatar: 'Avatar',
    avatarHelp: limit => `An image up to ${limit}.`,
    contract: 'Signed contract',
    contractHelp: 'Available once the form is approved.',
    check: 'Check',
    sent: 'Form data',
    nothing: 'no files',
  },
  de: {
    attachments: 'Anhänge',
    attachmentsHelp: 'Beliebige Dateien, mindestens eine.',
    photos: 'Fotos',
    avatar: 'Profilbild',
    avatarHelp: limit => `Ein Bild bis ${limit}.`,
    contract: 'Unterschriebener Vertrag',
    contractHelp: 'Verfügbar, sobald das Formular freigegeben ist.',
    check: 'Prüfen',
    sent: 'Formulardaten',
    nothing: 'keine Dateien',
  },
};

/** A small picture as an SVG file, so the demo shows previews without shipping images. */
function picture(name: string, sky: string, ground: string): File {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${sky}"/><circle cx="28" cy="12" r="6" fill="#ffd166"/><path d="M0 30 14 18l10 8 6-4 10 8v10H0Z" fill="${ground}"/></svg>`;
  return new File([svg], name, { type: 'image/svg+xml', lastModified: 0 });
}

/** Files the demo starts with: two photos in one input; a text file and a too-large image refused by the avatar. */
function sampleFiles(): { photos: File[]; avatar: File[] } {
  return {
    photos: [picture('harbour.svg', '#8ecae6', '#219ebc'), picture('meadow.svg', '#bde0fe', '#52b788')],
    avatar: [
      new File(['A note, not a picture.'], 'notes.txt', { type: 'text/plain', lastModified: 0 }),
      new File([new Uint8Array(3_200_000)], 'holiday.png', { type: 'image/png', lastModified: 0 }),
    ],
  };
}

const FIELDS = ['attachments', 'photos', 'avatar'] as const;

/** What the form would send: the names of each field's files, read from `FormData`. */
function formFiles(form: HTMLFormElement | null): string[][] {
  const data = form ? new FormData(form) : null;
  return FIELDS.map(name =>
    (data?.getAll(name) ?? []).filter((v): v is File => typeof v !== 'string').map(f => f.name),
  );
}

const SNIPPET = snippetOf({
  tag: 'ds-file-input',
  attrs: {
    label: 'Avatar',
    name: 'avatar',
    accept: 'image/*',
    'max-size': MAX_SIZE,
    'help-text': 'An image up to 2.5 MB.',
  },
  reactProps: { onChange: { code: 'event => setAvatar(event.currentTarget.files[0])' } },
});

const KEYS = [
  ['Tab', 'To the choose button, then to each file’s remove button'],
  ['Enter / Space', 'On the choose button: open the file chooser'],
  [
    'Enter / Space',
    'On a remove button: remove that file; focus moves to the next remove button, or back to the choose button',
  ],
] as const;

/**
 * ds-file-input in its states (empty and required, with files, refused files, disabled) in a form that shows
 * what it would send, with an English/German switch. Nothing is uploaded: the files stay in the page.
 */
export function FileInputDemo() {
  const { code, choose: chooseLanguage } = useDemoLanguage<Code>(['en', 'de']);
  const [sent, setSent] = useState<string[][]>([]);
  const form = useRef<HTMLFormElement>(null);
  const photos = useRef<FileInputElement>(null);
  const avatar = useRef<FileInputElement>(null);
  const labels = LABELS[code];
  const limit = formatFileSize(MAX_SIZE, code);

  // The photos and the refused files are put in by script once, as a page would restore a draft.
  useEffect(() => {
    const samples = sampleFiles();
    photos.current?.addFiles(samples.photos);
    avatar.current?.addFiles(samples.avatar);
    setSent(formFiles(form.current));
  }, []);

  const update = () => setSent(formFiles(form.current));
  const summary = FIELDS.map((name, i) => `${name}: ${sent[i]?.length ? sent[i].join(', ') : labels.nothing}`).join(
    '; ',
  );

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update();
  };

  return (
    <DemoSection
      className="file-input-card"
      wide
      title="File input"
      description="Choose files with the button or drop them on the zone. Each field checks the type and size of every file and names the ones it refuses. Nothing is uploaded: the files stay in this page."
    >
      <div className="file-input-demo">
        <DsRadioGroup
          label="Language"
          appearance="buttons"
          value={code}
          onChange={event => chooseLanguage(event.currentTarget.value)}
        >
          <DsRadio value="en" lang="en">
            English
          </DsRadio>
          <DsRadio value="de" lang="de">
            Deutsch
          </DsRadio>
        </DsRadioGroup>
        <form ref={form} className="file-input-demo__form" lang={code} onSubmit={check}>
          <DsFileInput
            label={labels.attachments}
            name="attachments"
            helpText={labels.attachmentsHelp}
            multiple
            required
            onChange={update}
          />
          <DsFileInput ref={photos} label={labels.photos} name="photos" accept="image/*" multiple onChange={update} />
          <DsFileInput
            ref={avatar}
            label={labels.avatar}
            name="avatar"
            accept="image/*"
            maxSize={MAX_SIZE}
            helpText={labels.avatarHelp(limit)}
            onChange={update}
          />
          <DsFileInput label={labels.contract} name="contract" helpText={labels.contractHelp} disabled />
          <div className="form-actions">
            <DsButton type="submit">{labels.check}</DsButton>
          </div>
        </form>
      </div>
      <LiveValue label={labels.sent}>{summary}</LiveValue>
      <Snippet label="File input code" {...SNIPPET} />
      <KeyboardNotes rows={KEYS} />
    </DemoSection>
  );
}
