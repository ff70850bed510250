/** Spanish (Español). Importing this module registers it; `lang="es"` (or `es-MX`, `es-AR`) then uses it. */
import { registerTranslation } from '../internal/i18n/localize.js';
import type { Translation } from './en.js';

const es = {
  $code: 'es',
  $name: 'Español',
  $dir: 'ltr',
  blob: { name: 'Forma orgánica' },
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
  dotGrid: {
    label: 'Cuadrícula de puntos',
    dot: 'Fila {row}, columna {column}, {state}',
    on: 'activado',
    off: 'desactivado',
  },
  form: { invalid: 'Valor no válido.' },
  gauge: { label: 'Indicador', valueText: '{value} {unit}', max: 'Máx. {max} {unit}' },
  modal: { close: 'Cerrar', maximize: 'Maximizar', minimize: 'Minimizar' },
  radioGroup: { valueMissing: 'Selecciona una de estas opciones.' },
  select: { requiredMark: '*', valueMissing: 'Selecciona un elemento de la lista.' },
  sidePanel: { collapse: 'Contraer panel', expand: 'Expandir panel' },
  slider: { rangeStart: '{label} inicio', rangeEnd: '{label} fin' },
  snackbar: { dismiss: 'Cerrar' },
  tabs: { label: 'Pestañas' },
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
registerTranslation(es);

export default es;
