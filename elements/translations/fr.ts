/** French (Français). Importing this module registers it; `lang="fr"` (or `fr-CA`, `fr-BE`) then uses it. */
import { registerTranslation } from '../internal/i18n/localize.js';
import type { Translation } from './en.js';

const fr = {
  $code: 'fr',
  $name: 'Français',
  $dir: 'ltr',
  blob: { name: 'Forme organique' },
  // Structure: ds-breadcrumb, ds-tag, ds-avatar
  breadcrumb: { label: 'Fil d’Ariane', showMore: 'Afficher plus de niveaux' },
  tag: { remove: 'Retirer {text}' },
  avatar: { more: 'et {count} autres', moreOne: 'et {count} autre' },
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
  // ds-combobox
  combobox: {
    requiredMark: '*',
    valueMissing: 'Veuillez sélectionner un élément dans la liste.',
    results: '{count} résultats disponibles.',
    resultsOne: '{count} résultat disponible.',
    noResults: 'Aucun résultat',
    loading: 'Chargement…',
    loadError: 'Les options n’ont pas pu être chargées.',
    remove: 'Retirer {label}',
  },
  // ds-date-picker
  datePicker: {
    requiredMark: '*',
    chooseDate: 'Choisir une date',
    changeDate: 'Modifier la date, {date}',
    previousMonth: 'Mois précédent',
    nextMonth: 'Mois suivant',
    close: 'Fermer',
    dayLetters: 'JJ',
    monthLetters: 'MM',
    yearLetters: 'AAAA',
    badInput: 'Saisissez une date au format {format}, par exemple {example}.',
    valueMissing: 'Saisissez une date.',
    rangeUnderflow: 'Choisissez le {min} ou une date ultérieure.',
    rangeOverflow: 'Choisissez le {max} ou une date antérieure.',
    unavailable: 'Le {date} n’est pas disponible. Choisissez une autre date.',
  },
  dotGrid: { label: 'Grille de points', dot: 'Ligne {row}, colonne {column}, {state}', on: 'allumé', off: 'éteint' },
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
  form: { invalid: 'Valeur non valide.' },
  gauge: { label: 'Jauge', valueText: '{value} {unit}', max: 'Max. {max} {unit}' },
  // Feedback: ds-progress, ds-spinner, ds-badge, ds-callout
  progress: { label: 'Progression' },
  spinner: { label: 'Chargement' },
  badge: { dot: 'Nouveau', overflow: '{max}+' },
  callout: { dismiss: 'Fermer', info: 'Information', success: 'Succès', warning: 'Avertissement', danger: 'Erreur' },
  modal: { close: 'Fermer', maximize: 'Agrandir', minimize: 'Réduire' },
  // ds-drawer
  drawer: { close: 'Fermer' },
  // ds-number-field
  numberField: {
    decrease: 'Diminuer {label}',
    increase: 'Augmenter {label}',
    decreaseUnlabelled: 'Diminuer',
    increaseUnlabelled: 'Augmenter',
    notANumber: '« {text} » n’est pas un nombre. La valeur reste {value}.',
    notANumberEmpty: '« {text} » n’est pas un nombre. Le champ reste vide.',
    clampedToMax: 'La valeur maximale est {max}.',
    clampedToMin: 'La valeur minimale est {min}.',
    requiredMark: '*',
  },
  radioGroup: { valueMissing: 'Veuillez sélectionner l’une de ces options.' },
  select: { requiredMark: '*', valueMissing: 'Veuillez sélectionner un élément dans la liste.' },
  sidePanel: { collapse: 'Replier le panneau', expand: 'Déplier le panneau' },
  slider: { rangeStart: '{label} début', rangeEnd: '{label} fin' },
  snackbar: { dismiss: 'Fermer' },
  tabs: { label: 'Onglets' },
  // ds-tree
  tree: { loading: 'Chargement…' },
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

registerTranslation(fr);

export default fr;
