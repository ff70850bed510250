// Every element that renders or announces words speaks the language of its nearest `lang`, follows a
// change of it, and formats its numbers in the same locale.
import { aTimeout, fixture, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import '../../index.js';
import '../../translations/de.js';
import '../../translations/fr.js';
import '../../translations/ar.js';
import { DsFormElement, type DsValidationResult } from '../form/ds-form-element.js';
import { registerTranslation } from './localize.js';
import { expectSoon, hostAria, loadTokens, part } from '../../test/test-helpers.js';

before(loadTokens);

/** A form control that fails without a message of its own: the base class's "Invalid value." */
class LocalizeTestControl extends DsFormElement {
  protected override validate(): DsValidationResult {
    return { flags: { customError: true }, message: '' };
  }
}
customElements.define('localize-test-control', LocalizeTestControl);

const attr = (el: Element | null | undefined, name: string) => el?.getAttribute(name) ?? null;
const inShadow = (el: Element, selector: string) => el.shadowRoot!.querySelector(selector);
const message = (el: Element) => (el as DsFormElement).validationMessage;

interface Probe {
  name: string;
  markup: TemplateResult;
  read: (el: HTMLElement) => string | null;
  en: string;
  de: string;
  ar: string;
}

const probes: Probe[] = [
  {
    name: 'ds-modal close button',
    markup: html`<ds-modal label="M"></ds-modal>`,
    read: el => attr(part(el, 'close-button'), 'label'),
    en: 'Close',
    de: 'Schließen',
    ar: 'إغلاق',
  },
  {
    name: 'ds-modal fullscreen button',
    markup: html`<ds-modal label="M" fullscreen-button></ds-modal>`,
    read: el => attr(part(el, 'fullscreen-button'), 'label'),
    en: 'Maximize',
    de: 'Maximieren',
    ar: 'تكبير',
  },
  {
    name: 'ds-select required message',
    markup: html`<ds-select label="S" required><ds-option value="a">A</ds-option></ds-select>`,
    read: message,
    en: 'Please select an item in the list.',
    de: 'Bitte wählen Sie einen Eintrag aus der Liste aus.',
    ar: 'يُرجى اختيار عنصر من القائمة.',
  },
  {
    name: 'ds-side-panel toggle',
    markup: html`<ds-side-panel open></ds-side-panel>`,
    read: el => attr(part(el, 'toggle'), 'aria-label'),
    en: 'Collapse panel',
    de: 'Seitenleiste einklappen',
    ar: 'طي اللوحة',
  },
  {
    name: 'ds-gauge name',
    markup: html`<ds-gauge value="40"></ds-gauge>`,
    read: el => attr(part(el, 'base'), 'aria-label'),
    en: 'Gauge',
    de: 'Messanzeige',
    ar: 'مقياس',
  },
  {
    name: 'ds-dot-grid name',
    markup: html`<ds-dot-grid></ds-dot-grid>`,
    read: el => attr(inShadow(el, '[role="grid"]'), 'aria-label'),
    en: 'Dot grid',
    de: 'Punktraster',
    ar: 'شبكة نقاط',
  },
  {
    name: 'ds-dot-grid dot',
    markup: html`<ds-dot-grid></ds-dot-grid>`,
    read: el => attr(inShadow(el, '[role="gridcell"]'), 'aria-label'),
    en: 'Row 1, column 1, off',
    de: 'Zeile 1, Spalte 1, aus',
    ar: 'الصف 1، العمود 1، غير مفعّلة',
  },
  {
    name: 'ds-checkbox required message',
    markup: html`<ds-checkbox required>Agree</ds-checkbox>`,
    read: message,
    en: 'Please check this box if you want to proceed.',
    de: 'Bitte setzen Sie ein Häkchen, wenn Sie fortfahren möchten.',
    ar: 'يُرجى تحديد هذا المربع إذا كنت تريد المتابعة.',
  },
  {
    name: 'ds-switch required message',
    markup: html`<ds-switch required>On</ds-switch>`,
    read: message,
    en: 'Please check this box if you want to proceed.',
    de: 'Bitte setzen Sie ein Häkchen, wenn Sie fortfahren möchten.',
    ar: 'يُرجى تحديد هذا المربع إذا كنت تريد المتابعة.',
  },
  {
    name: 'ds-checkbox-group required message',
    markup: html`<ds-checkbox-group label="G" required><ds-checkbox value="a">A</ds-checkbox></ds-checkbox-group>`,
    read: message,
    en: 'Please select at least one option.',
    de: 'Bitte wählen Sie mindestens eine Option aus.',
    ar: 'يُرجى اختيار خيار واحد على الأقل.',
  },
  {
    name: 'ds-radio-group required message',
    markup: html`<ds-radio-group label="R" required><ds-radio value="a">A</ds-radio></ds-radio-group>`,
    read: message,
    en: 'Please select one of these options.',
    de: 'Bitte wählen Sie eine dieser Optionen aus.',
    ar: 'يُرجى اختيار أحد هذه الخيارات.',
  },
  {
    name: 'ds-text-field password button',
    markup: html`<ds-text-field label="PIN" type="password"></ds-text-field>`,
    read: el => attr(part(el, 'password-toggle'), 'aria-label'),
    en: 'Show password for PIN',
    de: 'Passwort für PIN anzeigen',
    ar: 'إظهار كلمة المرور لحقل PIN',
  },
  {
    name: 'ds-text-field required message',
    markup: html`<ds-text-field label="Name" required></ds-text-field>`,
    read: message,
    en: 'Fill in this field.',
    de: 'Füllen Sie dieses Feld aus.',
    ar: 'يُرجى ملء هذا الحقل.',
  },
  {
    name: 'ds-text-field minimum message, its number in the language',
    markup: html`<ds-text-field label="N" type="number" min="1000.5" value="5"></ds-text-field>`,
    read: message,
    // without any lang: the browser's own locale
    en: `Enter ${new Intl.NumberFormat(undefined, { maximumFractionDigits: 20 }).format(1000.5)} or more.`,
    de: 'Geben Sie 1.000,5 oder mehr ein.',
    ar: `أدخل ${new Intl.NumberFormat('ar', { maximumFractionDigits: 20 }).format(1000.5)} أو أكثر.`,
  },
  {
    name: 'ds-color-picker hue slider',
    markup: html`<ds-color-picker></ds-color-picker>`,
    read: el => attr(part(el, 'hue'), 'aria-label'),
    en: 'Hue',
    de: 'Farbton',
    ar: 'درجة اللون',
  },
  {
    name: 'ds-slider range thumb',
    markup: html`<ds-slider label="Price" range value-start="20" value-end="80"></ds-slider>`,
    read: el => attr(part(el, 'thumb-start'), 'aria-label'),
    en: 'Price start',
    de: 'Price Anfang',
    ar: 'بداية Price',
  },
  {
    name: 'ds-snackbar dismiss button',
    markup: html`<ds-snackbar dismissible>Saved</ds-snackbar>`,
    read: el => attr(part(el, 'dismiss-button'), 'label'),
    en: 'Dismiss',
    de: 'Schließen',
    ar: 'إغلاق',
  },
  {
    name: 'ds-blob name',
    markup: html`<ds-blob></ds-blob>`,
    read: el => hostAria(el, 'aria-label'),
    en: 'Blob',
    de: 'Organische Form',
    ar: 'شكل عضوي',
  },
  {
    name: 'ds-tabs tab list name',
    markup: html`<ds-tabs><ds-tab slot="nav" panel="a">A</ds-tab><ds-tab-panel name="a">A</ds-tab-panel></ds-tabs>`,
    read: el => attr(part(el, 'tablist'), 'aria-label'),
    en: 'Tabs',
    de: 'Registerkarten',
    ar: 'علامات التبويب',
  },
  {
    name: 'a form control without a message of its own',
    markup: html`<localize-test-control></localize-test-control>`,
    read: message,
    en: 'Invalid value.',
    de: 'Ungültiger Wert.',
    ar: 'قيمة غير صالحة.',
  },
];

async function render(lang: string | null, markup: TemplateResult): Promise<{ box: HTMLElement; el: HTMLElement }> {
  const box = await fixture<HTMLElement>(html`<div>${markup}</div>`);
  if (lang) box.lang = lang;
  const el = box.firstElementChild as HTMLElement;
  return { box, el };
}

describe('words in the language of the nearest lang', () => {
  for (const probe of probes) {
    it(`${probe.name}: German under <div lang="de">, back to English without it`, async () => {
      const { box, el } = await render('de', probe.markup);
      await expectSoon(() => probe.read(el), probe.de);
      box.removeAttribute('lang');
      await expectSoon(() => probe.read(el), probe.en, 'removing the ancestor lang renders English again');
    });
  }

  /** Every probe in one container of `lang` (one render for all, not one each: WebKit on a busy machine). */
  const renderAll = async (lang: string, list: readonly Probe[]): Promise<HTMLElement[]> => {
    const box = await fixture<HTMLElement>(html`<div lang=${lang}>${list.map(p => p.markup)}</div>`);
    return [...box.children] as HTMLElement[];
  };

  it('every element speaks Arabic under lang="ar"', async () => {
    const els = await renderAll('ar', probes);
    for (const [i, probe] of probes.entries()) await expectSoon(() => probe.read(els[i]!), probe.ar, probe.name);
  });

  it('de-CH falls back to German, per key over a region of its own', async () => {
    registerTranslation({
      $code: 'de-CH',
      $name: 'Deutsch (Schweiz)',
      $dir: 'ltr',
      modal: { maximize: 'Vergrössern' },
    });
    const list = probes.filter(p => p.name !== 'ds-modal fullscreen button');
    const els = await renderAll('de-CH', list);
    for (const [i, probe] of list.entries()) {
      await expectSoon(
        () => probe.read(els[i]!),
        probe.name.includes('minimum')
          ? `Geben Sie ${new Intl.NumberFormat('de-CH', { maximumFractionDigits: 20 }).format(1000.5)} oder mehr ein.`
          : probe.de,
        probe.name,
      );
    }
    const { el } = await render('de-CH', probes[1]!.markup);
    await expectSoon(() => attr(part(el, 'fullscreen-button'), 'label'), 'Vergrössern');
  });

  it('an element of its own lang wins over its ancestors', async () => {
    const box = await fixture<HTMLElement>(html`<div lang="de"><ds-modal label="M" lang="fr"></ds-modal></div>`);
    const el = box.firstElementChild as HTMLElement;
    await expectSoon(() => attr(part(el, 'close-button'), 'label'), 'Fermer');
    el.removeAttribute('lang');
    await expectSoon(() => attr(part(el, 'close-button'), 'label'), 'Schließen');
  });

  it('changing lang on an ancestor renders every element again', async () => {
    const box = await fixture<HTMLElement>(html`<section><div>${probes.map(p => p.markup)}</div></section>`);
    const els = [...box.firstElementChild!.children] as HTMLElement[];
    for (const [i, probe] of probes.entries()) await expectSoon(() => probe.read(els[i]!), probe.en, probe.name);
    box.lang = 'de';
    for (const [i, probe] of probes.entries()) await expectSoon(() => probe.read(els[i]!), probe.de, probe.name);
  });

  it('changing <html lang> renders elements without a closer lang again', async () => {
    const root = document.documentElement;
    const before = root.getAttribute('lang');
    try {
      const { el } = await render(null, probes[0]!.markup);
      const tabs = (await render(null, probes.at(-2)!.markup)).el;
      root.lang = 'de';
      await expectSoon(() => attr(part(el, 'close-button'), 'label'), 'Schließen');
      await expectSoon(() => attr(part(tabs, 'tablist'), 'aria-label'), 'Registerkarten');
      root.lang = 'ar';
      await expectSoon(() => attr(part(el, 'close-button'), 'label'), 'إغلاق');
    } finally {
      if (before === null) root.removeAttribute('lang');
      else root.setAttribute('lang', before);
    }
  });

  it('an element that looked up no words yet (its own label) follows a lang changed before its first lookup', async () => {
    // the controller reads the nearest lang on first use, not at connect
    const box = await fixture<HTMLElement>(html`<section><ds-progress label="Copy" value="5"></ds-progress></section>`);
    const el = box.firstElementChild as HTMLElement & { label: string };
    // the host is the progressbar: its name is in its internals
    const name = () => hostAria(el, 'aria-label');
    await expectSoon(name, 'Copy');
    box.lang = 'de';
    await aTimeout(0);
    el.label = '';
    await expectSoon(name, 'Fortschritt');
    box.lang = 'fr';
    await expectSoon(name, 'Progression');
  });

  it('an element inside a shadow root takes the lang of the host', async () => {
    const host = await fixture<HTMLElement>(html`<div lang="de"><div></div></div>`);
    const shadow = host.firstElementChild!.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<ds-modal label="M"></ds-modal>';
    const el = shadow.firstElementChild as HTMLElement;
    await expectSoon(() => attr(part(el, 'close-button'), 'label'), 'Schließen');
    host.lang = 'fr';
    await expectSoon(() => attr(part(el, 'close-button'), 'label'), 'Fermer');
  });

  it('the strings property wins over the language', async () => {
    const { el } = await render('de', html`<ds-modal label="M" .strings=${{ close: 'Zumachen' }}></ds-modal>`);
    await expectSoon(() => attr(part(el, 'close-button'), 'label'), 'Zumachen');
    const select = (
      await render('de', html`<ds-select label="S" required .strings=${{ valueMissing: 'Bitte wählen.' }}></ds-select>`)
    ).el;
    await expectSoon(() => message(select), 'Bitte wählen.');
    const field = (
      await render(
        'de',
        html`<ds-text-field label="N" required .messages=${{ required: 'Pflichtfeld.' }}></ds-text-field>`,
      )
    ).el;
    await expectSoon(() => message(field), 'Pflichtfeld.');
  });

  it('a translation registered after the elements rendered renders them again', async () => {
    const { el } = await render('nl', probes[0]!.markup);
    await expectSoon(() => attr(part(el, 'close-button'), 'label'), 'Close');
    registerTranslation({ $code: 'nl', $name: 'Nederlands', $dir: 'ltr', modal: { close: 'Sluiten' } });
    await expectSoon(() => attr(part(el, 'close-button'), 'label'), 'Sluiten');
  });
});

describe('numbers in the language of the nearest lang', () => {
  it('ds-slider writes its value, its value text and aria-valuetext in German', async () => {
    const { box, el } = await render(
      'de',
      html`<ds-slider label="Zoom" min="0" max="5" step="0.5" value="2.5" show-value></ds-slider>`,
    );
    await expectSoon(() => part(el, 'value').textContent, '2,5');
    await expectSoon(() => attr(part(el, 'thumb'), 'aria-valuetext'), '2,5');
    const big = (
      await render(
        'de',
        html`<ds-slider label="Preis" min="0" max="20000" step="1000" value="12000" show-value value-text="{value} €"></ds-slider>`,
      )
    ).el;
    await expectSoon(() => part(big, 'value').textContent, '12.000 €');
    await expectSoon(() => attr(part(big, 'thumb'), 'aria-valuetext'), '12.000 €');
    box.lang = 'en';
    await expectSoon(() => part(el, 'value').textContent, '2.5');
    await expectSoon(() => attr(part(el, 'thumb'), 'aria-valuetext'), null);
  });

  it('ds-gauge and ds-count-up follow a lang changed on an ancestor', async () => {
    const box = await fixture<HTMLElement>(
      html`<div lang="de"><ds-gauge value="1234.5" max="2000" decimals="1"></ds-gauge><ds-count-up to="1234" duration="0"></ds-count-up></div>`,
    );
    const [gauge, count] = [...box.children] as HTMLElement[];
    await expectSoon(() => part(gauge!, 'value').textContent, '1.234,5');
    await expectSoon(() => part(count!, 'value').textContent, '1.234');
    box.lang = 'fr';
    const fr = new Intl.NumberFormat('fr');
    await expectSoon(
      () => part(gauge!, 'value').textContent,
      new Intl.NumberFormat('fr', { minimumFractionDigits: 1 }).format(1234.5),
    );
    await expectSoon(() => part(count!, 'value').textContent, fr.format(1234));
  });
});
