/** Spanish (Español). Importing this module registers it; `lang="es"` (or `es-MX`, `es-AR`) then uses it. */
import { registerTranslation } from '../internal/i18n/localize.js';
import type { Translation } from './en.js';

const es = {
  $code: 'es',
  $name: 'Español',
  $dir: 'ltr',
  blob: { name: 'Forma orgánica' },
  // Structure: ds-breadcrumb, ds-tag, ds-avatar
  breadcrumb: { label: 'Ruta de navegación', showMore: 'Mostrar más niveles' },
  tag: { remove: 'Quitar {text}' },
  avatar: { more: 'y {count} más', moreOne: 'y {count} más' },
  checkbox: { valueMissing: 'Marca esta casilla si quieres continuar.' },
  checkboxGroup: { valueMissing: 'Selecciona al menos una opción.' },
  colorPicker: {
    picker: 'Selector de color',
    area: 'Saturación y brillo',
    areaRole: 'control deslizante 2D',
    areaValue: 'saturación {saturation} %, brillo {brightness} %',
    hue: 'Tono',
    hueValue: '{degrees} grados',
    hueValueOne: '{degrees} grado',
    alpha: 'Opacidad',
    alphaValue: '{percent} %',
    hexColor: 'Color hexadecimal',
    unsupported: 'Color no compatible',
    swatches: 'Muestras',
    previousSwatches: 'Muestras anteriores',
    nextSwatches: 'Muestras siguientes',
  },
  // ds-combobox
  combobox: {
    requiredMark: '*',
    valueMissing: 'Selecciona un elemento de la lista.',
    results: '{count} resultados disponibles.',
    resultsOne: '{count} resultado disponible.',
    noResults: 'Sin resultados',
    loading: 'Cargando…',
    loadError: 'No se pudieron cargar las opciones.',
    remove: 'Quitar {label}',
  },
  // ds-date-picker
  datePicker: {
    requiredMark: '*',
    chooseDate: 'Elegir fecha',
    changeDate: 'Cambiar fecha, {date}',
    previousMonth: 'Mes anterior',
    nextMonth: 'Mes siguiente',
    close: 'Cerrar',
    dayLetters: 'DD',
    monthLetters: 'MM',
    yearLetters: 'AAAA',
    badInput: 'Introduce una fecha con el formato {format}, por ejemplo {example}.',
    valueMissing: 'Introduce una fecha.',
    rangeUnderflow: 'Elige el {min} o una fecha posterior.',
    rangeOverflow: 'Elige el {max} o una fecha anterior.',
    unavailable: 'El {date} no está disponible. Elige otra fecha.',
  },
  dotGrid: {
    label: 'Cuadrícula de puntos',
    dot: 'Fila {row}, columna {column}, {state}',
    on: 'activado',
    off: 'desactivado',
  },
  // ds-file-input
  fileInput: {
    choose: 'Elegir archivo',
    chooseMultiple: 'Elegir archivos',
    dropHint: 'Suelta un archivo aquí',
    dropHintMultiple: 'Suelta archivos aquí',
    required: 'Obligatorio',
    requiredMark: '*',
    valueMissing: 'Elige un archivo.',
    remove: 'Quitar {name}',
    added: '{count} archivos añadidos',
    addedOne: '{count} archivo añadido',
    removed: 'Se quitó {name}',
    wrongType: 'Tipo de archivo no admitido: {names}.',
    tooLarge: 'Más de {limit}: {names}.',
    tooMany: 'Solo se puede elegir un archivo. No añadido: {names}.',
  },
  form: { invalid: 'Valor no válido.' },
  gauge: { label: 'Indicador', valueText: '{value} {unit}', max: 'Máx. {max} {unit}' },
  // Feedback: ds-progress, ds-spinner, ds-badge, ds-callout
  progress: { label: 'Progreso' },
  spinner: { label: 'Cargando' },
  badge: { dot: 'Nuevo', overflow: '{max}+' },
  callout: { dismiss: 'Cerrar', info: 'Información', success: 'Éxito', warning: 'Advertencia', danger: 'Error' },
  modal: { close: 'Cerrar', maximize: 'Maximizar', minimize: 'Minimizar' },
  // ds-drawer
  drawer: { close: 'Cerrar' },
  // ds-number-field
  numberField: {
    decrease: 'Disminuir {label}',
    increase: 'Aumentar {label}',
    decreaseUnlabelled: 'Disminuir',
    increaseUnlabelled: 'Aumentar',
    notANumber: '«{text}» no es un número. El valor sigue siendo {value}.',
    notANumberEmpty: '«{text}» no es un número. El campo sigue vacío.',
    clampedToMax: 'El valor máximo es {max}.',
    clampedToMin: 'El valor mínimo es {min}.',
    requiredMark: '*',
  },
  radioGroup: { valueMissing: 'Selecciona una de estas opciones.' },
  select: { requiredMark: '*', valueMissing: 'Selecciona un elemento de la lista.' },
  sidePanel: { collapse: 'Contraer panel', expand: 'Expandir panel' },
  slider: { rangeStart: '{label} inicio', rangeEnd: '{label} fin' },
  snackbar: { dismiss: 'Cerrar' },
  tabs: { label: 'Pestañas' },
  // ds-tree
  tree: { loading: 'Cargando…' },
  textField: {
    showPassword: 'Mostrar contraseña de {label}',
    showPasswordUnlabelled: 'Mostrar contraseña',
    requiredMark: '*',
  },
  validation: {
    required: 'Rellena este campo.',
    min: 'Introduce {min} o más.',
    max: 'Introduce {max} o menos.',
    minLength: 'Usa al menos {minLength} caracteres (ahora {length}).',
    maxLength: 'Usa como máximo {maxLength} caracteres (ahora {length}).',
    pattern: 'Ajústate al formato solicitado.',
    validate: 'Introduce un valor válido.',
    email: 'Introduce una dirección de correo electrónico, como nombre@example.com.',
    url: 'Introduce una dirección web, como https://example.com.',
    number: 'Introduce un número.',
  },
} satisfies Translation;

registerTranslation(es);

export default es;
