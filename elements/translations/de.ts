/** German (Deutsch). Importing this module registers it; `lang="de"` (or `de-AT`, `de-CH`) then uses it. */
import { registerTranslation } from '../internal/i18n/localize.js';
import type { Translation } from './en.js';

const de = {
  $code: 'de',
  $name: 'Deutsch',
  $dir: 'ltr',
  blob: { name: 'Organische Form' },
  // Structure: ds-breadcrumb, ds-tag, ds-avatar
  breadcrumb: { label: 'Brotkrumennavigation', showMore: 'Weitere Ebenen anzeigen' },
  tag: { remove: '{text} entfernen' },
  avatar: { more: 'und {count} weitere', moreOne: 'und {count} weitere' },
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
  // ds-combobox
  combobox: {
    requiredMark: '*',
    valueMissing: 'Bitte wählen Sie einen Eintrag in der Liste aus.',
    results: '{count} Ergebnisse verfügbar.',
    resultsOne: '{count} Ergebnis verfügbar.',
    noResults: 'Keine Ergebnisse',
    loading: 'Wird geladen…',
    loadError: 'Die Optionen konnten nicht geladen werden.',
    remove: '{label} entfernen',
  },
  // ds-date-picker
  datePicker: {
    requiredMark: '*',
    chooseDate: 'Datum auswählen',
    changeDate: 'Datum ändern, {date}',
    previousMonth: 'Vorheriger Monat',
    nextMonth: 'Nächster Monat',
    close: 'Schließen',
    dayLetters: 'TT',
    monthLetters: 'MM',
    yearLetters: 'JJJJ',
    badInput: 'Geben Sie ein Datum im Format {format} ein, z. B. {example}.',
    valueMissing: 'Geben Sie ein Datum ein.',
    rangeUnderflow: 'Wählen Sie den {min} oder ein späteres Datum.',
    rangeOverflow: 'Wählen Sie den {max} oder ein früheres Datum.',
    unavailable: 'Der {date} ist nicht verfügbar. Wählen Sie ein anderes Datum.',
  },
  dotGrid: { label: 'Punktraster', dot: 'Zeile {row}, Spalte {column}, {state}', on: 'an', off: 'aus' },
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
  form: { invalid: 'Ungültiger Wert.' },
  gauge: { label: 'Messanzeige', valueText: '{value} {unit}', max: 'Max. {max} {unit}' },
  // Feedback: ds-progress, ds-spinner, ds-badge, ds-callout
  progress: { label: 'Fortschritt' },
  spinner: { label: 'Wird geladen' },
  badge: { dot: 'Neu', overflow: '{max}+' },
  callout: { dismiss: 'Schließen', info: 'Information', success: 'Erfolg', warning: 'Warnung', danger: 'Fehler' },
  modal: { close: 'Schließen', maximize: 'Maximieren', minimize: 'Minimieren' },
  // ds-drawer
  drawer: { close: 'Schließen' },
  // ds-number-field
  numberField: {
    decrease: '{label} verringern',
    increase: '{label} erhöhen',
    decreaseUnlabelled: 'Verringern',
    increaseUnlabelled: 'Erhöhen',
    notANumber: '„{text}“ ist keine Zahl. Der Wert bleibt {value}.',
    notANumberEmpty: '„{text}“ ist keine Zahl. Das Feld bleibt leer.',
    clampedToMax: 'Der höchste Wert ist {max}.',
    clampedToMin: 'Der niedrigste Wert ist {min}.',
    requiredMark: '*',
  },
  radioGroup: { valueMissing: 'Bitte wählen Sie eine dieser Optionen aus.' },
  select: { requiredMark: '*', valueMissing: 'Bitte wählen Sie einen Eintrag aus der Liste aus.' },
  sidePanel: { collapse: 'Seitenleiste einklappen', expand: 'Seitenleiste ausklappen' },
  slider: { rangeStart: '{label} Anfang', rangeEnd: '{label} Ende' },
  snackbar: { dismiss: 'Schließen' },
  tabs: { label: 'Registerkarten' },
  // ds-tree
  tree: { loading: 'Wird geladen…' },
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

registerTranslation(de);

export default de;
