/** French (Français). Importing this module registers it; `lang="fr"` (or `fr-CA`, `fr-BE`) then uses it. */
import { registerTranslation } from '../internal/i18n/localize.js';
import type { Translation } from './en.js';

const fr = {
  $code: 'fr',
  $name: 'Français',
  $dir: 'ltr',
  blob: { name: 'Forme organique' },
  checkbox: { valueMissing: 'Veuillez cocher cette case si vous souhaitez continuer.' },
  checkboxGroup: { valueMissing: 'Veuillez sélectionner au moins une option.' },
  colorPicker: {
    picker: 'Sélecteur de couleur',
    area: 'Saturation et luminosité',
    areaRole: 'curseur 2D',
    areaValue: 'saturation {saturation} %, luminosité {brightness} %',
    hue: 'Teinte',
    hueValue: '{degrees} degrés',
    hueValueOne: '{degrees} degré',
    alpha: 'Opacité',
    alphaValue: '{percent} %',
    hexColor: 'Couleur hexadécimale',
    unsupported: 'Couleur non prise en charge',
    swatches: 'Nuancier',
    previousSwatches: 'Nuances précédentes',
    nextSwatches: 'Nuances suivantes',
  },
  dotGrid: { label: 'Grille de points', dot: 'Ligne {row}, colonne {column}, {state}', on: 'allumé', off: 'éteint' },
  form: { invalid: 'Valeur non valide.' },
  gauge: { label: 'Jauge', valueText: '{value} {unit}', max: 'Max. {max} {unit}' },
  modal: { close: 'Fermer', maximize: 'Agrandir', minimize: 'Réduire' },
  radioGroup: { valueMissing: 'Veuillez sélectionner l’une de ces options.' },
  select: { requiredMark: '*', valueMissing: 'Veuillez sélectionner un élément dans la liste.' },
  sidePanel: { collapse: 'Replier le panneau', expand: 'Déplier le panneau' },
  slider: { rangeStart: '{label} début', rangeEnd: '{label} fin' },
  snackbar: { dismiss: 'Fermer' },
  tabs: { label: 'Onglets' },
  textField: {
    showPassword: 'Afficher le mot de passe de {label}',
    showPasswordUnlabelled: 'Afficher le mot de passe',
    requiredMark: '*',
  },
  validation: {
    required: 'Veuillez renseigner ce champ.',
    min: 'Saisissez {min} ou plus.',
    max: 'Saisissez {max} ou moins.',
    minLength: 'Utilisez au moins {minLength} caractères (actuellement {length}).',
    maxLength: 'Utilisez au plus {maxLength} caractères (actuellement {length}).',
    pattern: 'Respectez le format demandé.',
    validate: 'Saisissez une valeur valide.',
    email: 'Saisissez une adresse e-mail, par exemple nom@example.com.',
    url: 'Saisissez une adresse web, par exemple https://example.com.',
    number: 'Saisissez un nombre.',
  },
} satisfies Translation;

  // ds-file-input
  fileInput: {
    choose: 'Choisir un fichier',
    chooseMultiple: 'Choisir des fichiers',
    dropHint: 'Déposez un fichier ici',
    dropHintMultiple: 'Déposez des fichiers ici',
    required: 'Obligatoire',
    requiredMark: '*',
    valueMissing: 'Choisissez un fichier.',
    remove: 'Retirer {name}',
    added: '{count} fichiers ajoutés',
    addedOne: '{count} fichier ajouté',
    removed: '{name} retiré',
    wrongType: 'Type de fichier non accepté : {names}.',
    tooLarge: 'Plus de {limit} : {names}.',
    tooMany: 'Un seul fichier possible. Non ajouté : {names}.',
  },
registerTranslation(fr);

export default fr;
