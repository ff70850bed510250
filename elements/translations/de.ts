/** German (Deutsch). Importing this module registers it; `lang="de"` (or `de-AT`, `de-CH`) then uses it. */
import { registerTranslation } from '../internal/i18n/localize.js';
import type { Translation } from './en.js';

const de = {
  $code: 'de',
  $name: 'Deutsch',
  $dir: 'ltr',
  blob: { name: 'Organische Form' },
  checkbox: { valueMissing: 'Bitte setzen Sie ein Häkchen, wenn Sie fortfahren möchten.' },
  checkboxGroup: { valueMissing: 'Bitte wählen Sie mindestens eine Option aus.' },
  colorPicker: {
    picker: 'Farbwähler',
    area: 'Sättigung und Helligkeit',
    areaRole: '2D-Schieberegler',
    areaValue: 'Sättigung {saturation} %, Helligkeit {brightness} %',
    hue: 'Farbton',
    hueValue: '{degrees} Grad',
    hueValueOne: '{degrees} Grad',
    alpha: 'Deckkraft',
    alphaValue: '{percent} %',
    hexColor: 'Hex-Farbe',
    unsupported: 'Nicht unterstützte Farbe',
    swatches: 'Farbfelder',
    previousSwatches: 'Vorherige Farbfelder',
    nextSwatches: 'Nächste Farbfelder',
  },
  dotGrid: { label: 'Punktraster', dot: 'Zeile {row}, Spalte {column}, {state}', on: 'an', off: 'aus' },
  form: { invalid: 'Ungültiger Wert.' },
  gauge: { label: 'Messanzeige', valueText: '{value} {unit}', max: 'Max. {max} {unit}' },
  modal: { close: 'Schließen', maximize: 'Maximieren', minimize: 'Minimieren' },
  radioGroup: { valueMissing: 'Bitte wählen Sie eine dieser Optionen aus.' },
  select: { requiredMark: '*', valueMissing: 'Bitte wählen Sie einen Eintrag aus der Liste aus.' },
  sidePanel: { collapse: 'Seitenleiste einklappen', expand: 'Seitenleiste ausklappen' },
  slider: { rangeStart: '{label} Anfang', rangeEnd: '{label} Ende' },
  snackbar: { dismiss: 'Schließen' },
  tabs: { label: 'Registerkarten' },
  textField: {
    showPassword: 'Passwort für {label} anzeigen',
    showPasswordUnlabelled: 'Passwort anzeigen',
    requiredMark: '*',
  },
  validation: {
    required: 'Füllen Sie dieses Feld aus.',
    min: 'Geben Sie {min} oder mehr ein.',
    max: 'Geben Sie {max} oder weniger ein.',
    minLength: 'Verwenden Sie mindestens {minLength} Zeichen (bisher {length}).',
    maxLength: 'Verwenden Sie höchstens {maxLength} Zeichen (bisher {length}).',
    pattern: 'Halten Sie sich an das verlangte Format.',
    validate: 'Geben Sie einen gültigen Wert ein.',
    email: 'Geben Sie eine E-Mail-Adresse ein, z. B. name@example.com.',
    url: 'Geben Sie eine Webadresse ein, z. B. https://example.com.',
    number: 'Geben Sie eine Zahl ein.',
  },
} satisfies Translation;

  // ds-file-input
  fileInput: {
    choose: 'Datei auswählen',
    chooseMultiple: 'Dateien auswählen',
    dropHint: 'Datei hierher ziehen',
    dropHintMultiple: 'Dateien hierher ziehen',
    required: 'Pflichtfeld',
    requiredMark: '*',
    valueMissing: 'Wählen Sie eine Datei aus.',
    remove: '{name} entfernen',
    added: '{count} Dateien hinzugefügt',
    addedOne: '{count} Datei hinzugefügt',
    removed: '{name} entfernt',
    wrongType: 'Kein erlaubter Dateityp: {names}.',
    tooLarge: 'Größer als {limit}: {names}.',
    tooMany: 'Nur eine Datei möglich. Nicht hinzugefügt: {names}.',
  },
registerTranslation(de);

export default de;
