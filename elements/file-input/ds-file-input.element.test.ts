import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit';
import { runFormControlSuite } from '../test/form-control.suite.js';
import {
  clickCenter,
  deepActive,
  expectSoon,
  loadTokens,
  part,
  partOrNull,
  record,
  resetMouseAndFocus,
  settle,
  SPACE,
  types,
} from '../test/test-helpers.js';
import '../translations/de.js';
import { DsFileInput } from './ds-file-input.js';

before(loadTokens);
afterEach(resetMouseAndFocus);

// ---- helpers ------------------------------------------------------------------------------

/** A file of `size` bytes. */
const file = (name: string, type = '', size = 10): File => new File([new Uint8Array(size)], name, { type });

/** Whether this engine builds a `DataTransfer` holding files (it can set `input.files` and drag files). */
const canBuildDataTransfer = (() => {
  try {
    const dt = new DataTransfer();
    dt.items.add(file('probe.txt'));
    return dt.files.length === 1;
  } catch {
    return false;
  }
})();

function dataTransferOf(files: File[]): DataTransfer {
  const dt = new DataTransfer();
  for (const f of files) dt.items.add(f);
  return dt;
}

async function mount(template: TemplateResult): Promise<DsFileInput> {
  const el = await fixture<DsFileInput>(template);
  await settle(el);
  return el;
}

const input = (el: DsFileInput) => el.shadowRoot!.querySelector<HTMLInputElement>('#input')!;
const button = (el: DsFileInput) => part(el, 'button') as HTMLButtonElement;
const zone = (el: DsFileInput) => part(el, 'drop-zone');
const status = (el: DsFileInput) => el.shadowRoot!.querySelector('[role="status"]')!.textContent!.trim();
/** The refusal message's lines, joined by a space. */
const message = (el: DsFileInput) =>
  [...el.shadowRoot!.querySelectorAll('[part="message"] .message-line')].map(l => l.textContent!.trim()).join(' ');
const names = (el: DsFileInput) =>
  [...el.shadowRoot!.querySelectorAll('[part="file-name"]')].map(n => n.textContent!.trim());
const removeButtons = (el: DsFileInput) => [
  ...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="remove-button"]'),
];
/** An element's text by id in the shadow root, for `aria-labelledby`/`aria-describedby` lists. */
const textOfIds = (el: DsFileInput, ids: string | null) =>
  (ids ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map(id => el.shadowRoot!.getElementById(id)!.textContent!.replace(/\*/g, '').trim())
    .join(' ');

/** Chooses files as the chooser does: the hidden input's `files`, then its `change`. */
async function choose(el: DsFileInput, files: File[]): Promise<void> {
  const control = input(el);
  control.files = dataTransferOf(files).files;
  control.dispatchEvent(new Event('change', { bubbles: true }));
  await settle(el);
}

/** A drag event over the zone carrying `files` (or text). */
function dragEvent(type: string, content: File[] | string): DragEvent {
  const dt = new DataTransfer();
  if (typeof content === 'string') dt.setData('text/plain', content);
  else for (const f of content) dt.items.add(f);
  return new DragEvent(type, { bubbles: true, composed: true, cancelable: true, dataTransfer: dt });
}

async function drop(el: DsFileInput, files: File[]): Promise<void> {
  zone(el).dispatchEvent(dragEvent('dragenter', files));
  zone(el).dispatchEvent(dragEvent('dragover', files));
  zone(el).dispatchEvent(dragEvent('drop', files));
  await settle(el);
}

/** Counts the openings of the chooser (the hidden input's `click()`; a real one cannot open in a test). */
function countPickerOpenings(el: DsFileInput): { count: number } {
  const seen = { count: 0 };
  input(el).click = () => {
    seen.count++;
  };
  return seen;
}

// Chromium, Firefox and WebKit (WebKitGTK here) all build a DataTransfer holding files, set it as an input's
// `files` and carry it in a constructed DragEvent, so these tests run in all three; an engine that could not
// would skip them (`canBuildDataTransfer`) rather than fake the path.
const itWithFiles = canBuildDataTransfer ? it : it.skip;

describe('<ds-file-input>', () => {
  describe('ARIA and keys', () => {
    it('the button is named by the label and its text, described by required and help text; the input is hidden', async () => {
      const el = await mount(
        html`<ds-file-input label="Photos" help-text="PNG or JPEG" required multiple></ds-file-input>`,
      );
      const b = button(el);
      expect(b.localName).to.equal('button');
      expect(textOfIds(el, b.getAttribute('aria-labelledby'))).to.equal('Photos Choose files');
      expect(textOfIds(el, b.getAttribute('aria-describedby'))).to.equal('Required PNG or JPEG');
      expect(input(el).hidden, 'the native input is hidden').to.be.true;
      expect(input(el).tabIndex).to.equal(-1);
      expect(part(el, 'hint').textContent).to.equal('Drop files here');
      await expect(el).to.be.accessible();
    });

    it('Tab reaches the button, then each remove button; Enter and Space open the chooser', async () => {
      const el = await mount(html`<ds-file-input label="Files" multiple></ds-file-input>`);
      const before = document.createElement('button');
      before.textContent = 'Before';
      el.before(before);
      const opened = countPickerOpenings(el);
      before.focus();
      await sendKeys({ press: 'Tab' });
      await expectSoon(() => deepActive(), button(el), 'Tab focuses the button');
      await sendKeys({ press: 'Enter' });
      await expectSoon(() => opened.count, 1, 'Enter opens the chooser');
      await sendKeys({ press: SPACE });
      await expectSoon(() => opened.count, 2, 'Space opens the chooser');
      if (canBuildDataTransfer) {
        await choose(el, [file('a.txt'), file('b.txt')]);
        button(el).focus();
        await sendKeys({ press: 'Tab' });
        await expectSoon(() => deepActive(), removeButtons(el)[0], 'Tab goes on to the first remove button');
        await sendKeys({ press: 'Tab' });
        await expectSoon(() => deepActive(), removeButtons(el)[1]);
      }
      before.remove();
    });

    it('a click on the zone or the button opens the chooser; disabled, nothing does', async () => {
      const el = await mount(html`<ds-file-input label="Files"></ds-file-input>`);
      const opened = countPickerOpenings(el);
      await clickCenter(button(el));
      await expectSoon(() => opened.count, 1, 'the button');
      await clickCenter(part(el, 'icon'));
      await expectSoon(() => opened.count, 2, 'the zone');
      el.disabled = true;
      await settle(el);
      expect(button(el).disabled).to.be.true;
      el.showPicker();
      zone(el).click();
      expect(opened.count).to.equal(2);
    });
  });

  describe('choosing and dropping', () => {
    itWithFiles(
      'the chooser adds files: names, localised sizes, previews, FormData, events, an announcement',
      async () => {
        const form = await fixture<HTMLFormElement>(
          html`<form><ds-file-input label="Photos" name="photos" multiple></ds-file-input></form>`,
        );
        const el = form.querySelector('ds-file-input')!;
        await settle(el);
        const seen = record(form, 'input', 'change');
        const files = [file('photo.png', 'image/png', 2_500_000), file('notes.txt', 'text/plain', 512)];
        await choose(el, files);
        expect(types(seen)).to.deep.equal(['input', 'change']);
        expect(seen[0]!.target).to.equal(el);
        expect(el.files).to.deep.equal(files);
        expect(names(el)).to.deep.equal(['photo.png', 'notes.txt']);
        expect([...el.shadowRoot!.querySelectorAll('[part="file-size"]')].map(s => s.textContent)).to.deep.equal([
          '2.5 MB',
          '512 bytes',
        ]);
        const previews = el.shadowRoot!.querySelectorAll<HTMLImageElement>('[part="preview"]');
        expect(previews.length, 'a preview for the image only').to.equal(1);
        expect(previews[0]!.src).to.match(/^blob:/);
        expect(previews[0]!.alt).to.equal('');
        expect(removeButtons(el).map(b => b.getAttribute('aria-label'))).to.deep.equal([
          'Remove photo.png',
          'Remove notes.txt',
        ]);
        expect(new FormData(form).getAll('photos')).to.deep.equal(files);
        await expectSoon(() => status(el), '2 files added');
        expect(input(el).value, 'the hidden input is cleared for the next choice').to.equal('');
        // a second choice adds to the list, leaving out a file already there
        await choose(el, [files[0]!, file('c.gif', 'image/gif')]);
        expect(names(el)).to.deep.equal(['photo.png', 'notes.txt', 'c.gif']);
        await expectSoon(() => status(el), '1 file added');
        await expect(el).to.be.accessible();
      },
    );

    itWithFiles('refuses the wrong type and the too large by name, with the limit in words', async () => {
      const el = await mount(
        html`<ds-file-input label="Avatar" accept="image/*,.pdf" max-size="2500000" multiple></ds-file-input>`,
      );
      expect(input(el).accept, 'the chooser offers the accepted types').to.equal('image/*,.pdf');
      const seen = record(el, 'change');
      await choose(el, [file('cv.pdf', '', 100), file('notes.txt', 'text/plain'), file('big.png', 'image/png', 3e6)]);
      expect(names(el)).to.deep.equal(['cv.pdf']);
      expect(message(el)).to.equal('Not an accepted type of file: notes.txt. Larger than 2.5 MB: big.png.');
      expect(button(el).getAttribute('aria-describedby')).to.contain('message');
      await expectSoon(
        () => status(el),
        '1 file added Not an accepted type of file: notes.txt. Larger than 2.5 MB: big.png.',
      );
      expect(seen.length).to.equal(1);
      // only refused: no change, the message names them
      await choose(el, [file('a.txt'), file('b.txt')]);
      expect(seen.length, 'no change event').to.equal(1);
      expect(message(el)).to.equal('Not an accepted type of file: a.txt and b.txt.');
      expect(names(el)).to.deep.equal(['cv.pdf']);
      // the message is worded at each render: it follows a change of language
      el.lang = 'de';
      await expectSoon(() => message(el), 'Kein erlaubter Dateityp: a.txt und b.txt.');
    });

    it('addFiles() by script applies the rules, with no event or announcement; bad input adds nothing', async () => {
      const el = await mount(html`<ds-file-input label="Avatar" accept="image/*" max-size="1000"></ds-file-input>`);
      const seen = record(el, 'input', 'change');
      el.addFiles([file('big.png', 'image/png', 5000), file('a.png', 'image/png'), file('b.png', 'image/png')]);
      await settle(el);
      expect(names(el)).to.deep.equal(['a.png']);
      expect(message(el)).to.equal('Larger than 1 kB: big.png. Only one file can be chosen. Not added: b.png.');
      expect(status(el)).to.equal('');
      for (const bad of [null, undefined, 'a.png', 42, [{ name: 'x.png' }]]) el.addFiles(bad as unknown as File[]);
      await settle(el);
      expect(names(el)).to.deep.equal(['a.png']);
      expect(seen).to.deep.equal([]);
    });

    itWithFiles('a drop of 3 files on a single-file input keeps the first valid one and says so', async () => {
      const el = await mount(html`<ds-file-input label="Photo" name="photo" accept="image/*"></ds-file-input>`);
      const seen = record(el, 'change');
      await drop(el, [file('a.txt', 'text/plain'), file('b.png', 'image/png'), file('c.jpg', 'image/jpeg')]);
      expect(names(el)).to.deep.equal(['b.png']);
      expect(message(el)).to.equal(
        'Not an accepted type of file: a.txt. Only one file can be chosen. Not added: c.jpg.',
      );
      expect(seen.length).to.equal(1);
      // a new choice replaces the file
      await drop(el, [file('d.png', 'image/png')]);
      expect(names(el)).to.deep.equal(['d.png']);
      expect(message(el), 'the message goes with the next change').to.equal('');
    });

    itWithFiles('shows the drag-over state for files only, not for text; a disabled zone takes no drop', async () => {
      const el = await mount(html`<ds-file-input label="Files"></ds-file-input>`);
      const text = dragEvent('dragover', 'hello');
      zone(el).dispatchEvent(dragEvent('dragenter', 'hello'));
      zone(el).dispatchEvent(text);
      await settle(el);
      expect(text.defaultPrevented, 'text cannot be dropped').to.be.false;
      expect(zone(el).classList.contains('drag-over')).to.be.false;

      const files = [file('a.txt')];
      zone(el).dispatchEvent(dragEvent('dragenter', files));
      part(el, 'hint').dispatchEvent(dragEvent('dragenter', files)); // moving over a child
      zone(el).dispatchEvent(dragEvent('dragleave', files));
      const over = dragEvent('dragover', files);
      zone(el).dispatchEvent(over);
      await settle(el);
      expect(over.defaultPrevented, 'files can be dropped').to.be.true;
      expect(zone(el).classList.contains('drag-over'), 'still over the zone after leaving a child').to.be.true;
      expect(el.matches(':state(drag-over)')).to.be.true;
      expect(getComputedStyle(zone(el)).borderStyle).to.equal('solid');
      zone(el).dispatchEvent(dragEvent('dragleave', files));
      await settle(el);
      expect(zone(el).classList.contains('drag-over')).to.be.false;

      el.disabled = true;
      await settle(el);
      const blocked = dragEvent('dragover', files);
      zone(el).dispatchEvent(dragEvent('dragenter', files));
      zone(el).dispatchEvent(blocked);
      zone(el).dispatchEvent(dragEvent('drop', files));
      await settle(el);
      expect(blocked.defaultPrevented, 'cancelled (with no drop effect): the page does not open the file').to.be.true;
      expect(zone(el).classList.contains('drag-over')).to.be.false;
      expect(el.files).to.deep.equal([]);
      const draft = file('draft.txt');
      el.addFiles([draft]);
      expect(el.files, 'a script may still fill a disabled input').to.deep.equal([draft]);
    });
  });

  describe('removing', () => {
    itWithFiles('a remove button removes its file, announces it and moves focus on; previews are revoked', async () => {
      const revoked: string[] = [];
      const revoke = URL.revokeObjectURL;
      URL.revokeObjectURL = (url: string) => {
        revoked.push(url);
        revoke.call(URL, url);
      };
      try {
        const el = await mount(html`<ds-file-input label="Files" name="files" multiple></ds-file-input>`);
        await choose(el, [file('a.png', 'image/png'), file('b.txt'), file('c.png', 'image/png')]);
        const [previewA, previewC] = [...el.shadowRoot!.querySelectorAll<HTMLImageElement>('[part="preview"]')].map(
          i => i.src,
        );
        const seen = record(el, 'input', 'change');
        removeButtons(el)[0]!.focus();
        await sendKeys({ press: 'Enter' });
        await expectSoon(() => names(el), ['b.txt', 'c.png']);
        expect(types(seen)).to.deep.equal(['input', 'change']);
        expect(revoked).to.deep.equal([previewA]);
        await expectSoon(() => status(el), 'a.png removed');
        await expectSoon(() => deepActive(), removeButtons(el)[0], 'focus on the next remove button');
        expect(deepActive()!.getAttribute('aria-label')).to.equal('Remove b.txt');

        removeButtons(el)[1]!.focus();
        await sendKeys({ press: SPACE });
        await expectSoon(() => names(el), ['b.txt']);
        await expectSoon(() => deepActive(), button(el), 'no next remove button: focus on the button');
        removeButtons(el)[0]!.focus();
        await sendKeys({ press: 'Enter' });
        await expectSoon(() => names(el), []);
        await expectSoon(() => deepActive(), button(el), 'none left: focus on the button');
        expect(revoked).to.deep.equal([previewA, previewC]);

        await choose(el, [file('d.png', 'image/png')]);
        const previewD = el.shadowRoot!.querySelector<HTMLImageElement>('[part="preview"]')!.src;
        el.remove();
        expect(revoked, 'disconnecting revokes the previews').to.deep.equal([previewA, previewC, previewD]);
      } finally {
        URL.revokeObjectURL = revoke;
      }
    });
  });

  describe('language and validity', () => {
    itWithFiles('speaks German: words, sizes, the plural, names', async () => {
      const el = await mount(
        html`<div lang="de"><ds-file-input label="Fotos" max-size="1500000" multiple></ds-file-input></div>`,
      ).then(wrap => wrap.querySelector('ds-file-input')!);
      await settle(el);
      expect(button(el).textContent!.trim()).to.equal('Dateien auswählen');
      await choose(el, [file('a.png', 'image/png', 1_200_000), file('b.png', 'image/png', 2e6)]);
      expect(part(el, 'file-size').textContent).to.equal('1,2 MB');
      expect(message(el)).to.equal('Größer als 1,5 MB: b.png.');
      await expectSoon(() => status(el), '1 Datei hinzugefügt Größer als 1,5 MB: b.png.');
      expect(removeButtons(el)[0]!.getAttribute('aria-label')).to.equal('a.png entfernen');
      await choose(el, [file('c.png', 'image/png'), file('d.png', 'image/png')]);
      await expectSoon(() => status(el), '2 Dateien hinzugefügt');
    });

    itWithFiles(
      'required: the error shows after a failed submit until a file is chosen; reset clears the list',
      async () => {
        const form = await fixture<HTMLFormElement>(
          html`<form @submit=${(e: Event) => e.preventDefault()}>
          <ds-file-input label="CV" name="cv" required></ds-file-input>
        </form>`,
        );
        const el = form.querySelector('ds-file-input')!;
        await settle(el);
        expect(partOrNull(el, 'error-text'), 'no error before a submit').to.be.null;
        expect(el.validationMessage).to.equal('Choose a file.');
        form.requestSubmit();
        await expectSoon(() => partOrNull(el, 'error-text')?.textContent?.trim(), 'Choose a file.');
        expect(button(el).getAttribute('aria-invalid')).to.equal('true');
        expect(textOfIds(el, button(el).getAttribute('aria-describedby'))).to.contain('Choose a file.');
        await choose(el, [file('cv.pdf', 'application/pdf')]);
        expect(partOrNull(el, 'error-text')).to.be.null;
        expect(el.checkValidity()).to.be.true;
        form.reset();
        await settle(el);
        expect(el.files).to.deep.equal([]);
        expect(names(el)).to.deep.equal([]);
        expect(new FormData(form).getAll('cv')).to.deep.equal([]);
        expect(el.checkValidity()).to.be.false;
      },
    );

    it('uses system colours in forced colours and 44 px buttons on touch screens', () => {
      const rules = (query: string): CSSStyleRule[] =>
        DsFileInput.elementStyles
          .map(s => (s as { styleSheet?: CSSStyleSheet }).styleSheet!)
          .filter(Boolean)
          .flatMap(sheet => [...sheet.cssRules])
          .filter(
            (r): r is CSSMediaRule => r instanceof CSSMediaRule && r.conditionText.replace(/\s/g, '').includes(query),
          )
          .flatMap(r => [...r.cssRules].filter((x): x is CSSStyleRule => x instanceof CSSStyleRule));
      const forced = rules('(forced-colors:active)');
      expect(
        forced
          .find(r => r.selectorText === '.zone.drag-over')!
          .style.getPropertyValue('--_border')
          .trim(),
      ).to.equal('Highlight');
      expect(forced.find(r => r.selectorText === '.button')!.style.color.toLowerCase()).to.equal('buttontext');
      expect(rules('(pointer:coarse)')[0]!.style.minHeight).to.equal('44px');
      expect(rules('(prefers-reduced-motion:reduce)')[0]!.style.transition).to.contain('none');
    });
  });
});

runFormControlSuite({
  tagName: 'ds-file-input',
  render: ({ name, required, disabled }) =>
    html`<ds-file-input label="Files" name=${name} ?required=${required} ?disabled=${disabled}></ds-file-input>`,
  setValueAsUser: async el => choose(el as DsFileInput, [file('cv.pdf', 'application/pdf')]),
  setValueAsScript: el => (el as DsFileInput).addFiles([file('cv.pdf', 'application/pdf')]),
  defaultFormValue: null,
  userFormValue: '[file cv.pdf]',
  supportsRequired: true,
  userEvents: ['input', 'change'],
});
