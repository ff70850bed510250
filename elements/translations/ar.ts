/** Arabic (العربية), written right to left. Importing this module registers it; `lang="ar"` (with `dir="rtl"`) then uses it. */
import { registerTranslation } from '../internal/i18n/localize.js';
import type { Translation } from './en.js';

const ar = {
  $code: 'ar',
  $name: 'العربية',
  $dir: 'rtl',
  blob: { name: 'شكل عضوي' },
  // Structure: ds-breadcrumb, ds-tag, ds-avatar
  breadcrumb: { label: 'مسار التنقل', showMore: 'إظهار المزيد من المستويات' },
  tag: { remove: 'إزالة {text}' },
  avatar: { more: 'و{count} آخرون', moreOne: 'و{count} آخر' },
  checkbox: { valueMissing: 'يُرجى تحديد هذا المربع إذا كنت تريد المتابعة.' },
  checkboxGroup: { valueMissing: 'يُرجى اختيار خيار واحد على الأقل.' },
  colorPicker: {
    picker: 'منتقي الألوان',
    area: 'التشبع والسطوع',
    areaRole: 'شريط تمرير ثنائي الأبعاد',
    areaValue: 'التشبع {saturation}٪، السطوع {brightness}٪',
    hue: 'درجة اللون',
    hueValue: '{degrees} درجة',
    hueValueOne: 'درجة واحدة',
    alpha: 'العتامة',
    alphaValue: '{percent}٪',
    hexColor: 'اللون الست عشري',
    unsupported: 'لون غير مدعوم',
    swatches: 'عينات الألوان',
    previousSwatches: 'عينات الألوان السابقة',
    nextSwatches: 'عينات الألوان التالية',
  },
  // ds-combobox
  combobox: {
    requiredMark: '*',
    valueMissing: 'يرجى اختيار عنصر من القائمة.',
    results: '{count} نتيجة متاحة.',
    resultsOne: '{count} نتيجة متاحة.',
    noResults: 'لا توجد نتائج',
    loading: 'جارٍ التحميل…',
    loadError: 'تعذّر تحميل الخيارات.',
    remove: 'إزالة {label}',
  },
  // ds-date-picker
  datePicker: {
    requiredMark: '*',
    chooseDate: 'اختيار التاريخ',
    changeDate: 'تغيير التاريخ، {date}',
    previousMonth: 'الشهر السابق',
    nextMonth: 'الشهر التالي',
    close: 'إغلاق',
    dayLetters: 'DD',
    monthLetters: 'MM',
    yearLetters: 'YYYY',
    badInput: 'أدخل تاريخًا بالتنسيق {format}، مثل {example}.',
    valueMissing: 'أدخل تاريخًا.',
    rangeUnderflow: 'اختر {min} أو تاريخًا لاحقًا.',
    rangeOverflow: 'اختر {max} أو تاريخًا سابقًا.',
    unavailable: 'التاريخ {date} غير متاح. اختر تاريخًا آخر.',
  },
  dotGrid: { label: 'شبكة نقاط', dot: 'الصف {row}، العمود {column}، {state}', on: 'مفعّلة', off: 'غير مفعّلة' },
  // ds-file-input
  fileInput: {
    choose: 'اختيار ملف',
    chooseMultiple: 'اختيار ملفات',
    dropHint: 'أفلت ملفًا هنا',
    dropHintMultiple: 'أفلت الملفات هنا',
    required: 'مطلوب',
    requiredMark: '*',
    valueMissing: 'اختر ملفًا.',
    remove: 'إزالة {name}',
    added: 'تمت إضافة {count} ملفات',
    addedOne: 'تمت إضافة {count} ملف',
    removed: 'تمت إزالة {name}',
    wrongType: 'نوع ملف غير مقبول: {names}.',
    tooLarge: 'أكبر من {limit}: {names}.',
    tooMany: 'يمكن اختيار ملف واحد فقط. لم تتم إضافة: {names}.',
  },
  form: { invalid: 'قيمة غير صالحة.' },
  gauge: { label: 'مقياس', valueText: '{value} {unit}', max: 'الحد الأقصى {max} {unit}' },
  // Feedback: ds-progress, ds-spinner, ds-badge, ds-callout
  progress: { label: 'التقدّم' },
  spinner: { label: 'جارٍ التحميل' },
  badge: { dot: 'جديد', overflow: '{max}+' },
  callout: { dismiss: 'إغلاق', info: 'معلومة', success: 'نجاح', warning: 'تحذير', danger: 'خطأ' },
  modal: { close: 'إغلاق', maximize: 'تكبير', minimize: 'تصغير' },
  // ds-drawer
  drawer: { close: 'إغلاق' },
  // ds-number-field
  numberField: {
    decrease: 'إنقاص {label}',
    increase: 'زيادة {label}',
    decreaseUnlabelled: 'إنقاص',
    increaseUnlabelled: 'زيادة',
    notANumber: '«{text}» ليس رقمًا. تبقى القيمة {value}.',
    notANumberEmpty: '«{text}» ليس رقمًا. يبقى الحقل فارغًا.',
    clampedToMax: 'أعلى قيمة هي {max}.',
    clampedToMin: 'أدنى قيمة هي {min}.',
    requiredMark: '*',
  },
  radioGroup: { valueMissing: 'يُرجى اختيار أحد هذه الخيارات.' },
  select: { requiredMark: '*', valueMissing: 'يُرجى اختيار عنصر من القائمة.' },
  sidePanel: { collapse: 'طي اللوحة', expand: 'توسيع اللوحة' },
  slider: { rangeStart: 'بداية {label}', rangeEnd: 'نهاية {label}' },
  snackbar: { dismiss: 'إغلاق' },
  tabs: { label: 'علامات التبويب' },
  // ds-tree
  tree: { loading: 'جارٍ التحميل…' },
  textField: {
    showPassword: 'إظهار كلمة المرور لحقل {label}',
    showPasswordUnlabelled: 'إظهار كلمة المرور',
    requiredMark: '*',
  },
  validation: {
    required: 'يُرجى ملء هذا الحقل.',
    min: 'أدخل {min} أو أكثر.',
    max: 'أدخل {max} أو أقل.',
    minLength: 'يجب ألا يقل عدد الأحرف عن {minLength} (العدد الحالي {length}).',
    maxLength: 'يجب ألا يزيد عدد الأحرف على {maxLength} (العدد الحالي {length}).',
    pattern: 'يُرجى مطابقة التنسيق المطلوب.',
    validate: 'أدخل قيمة صالحة.',
    email: 'أدخل عنوان بريد إلكتروني، مثل name@example.com.',
    url: 'أدخل عنوان ويب، مثل https://example.com.',
    number: 'أدخل رقمًا.',
  },
} satisfies Translation;

registerTranslation(ar);

export default ar;
