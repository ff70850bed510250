/** Japanese (日本語). Importing this module registers it; `lang="ja"` (or `ja-JP`) then uses it. */
import { registerTranslation } from '../internal/i18n/localize.js';
import type { Translation } from './en.js';

const ja = {
  $code: 'ja',
  $name: '日本語',
  $dir: 'ltr',
  blob: { name: '有機的な図形' },
  // Structure: ds-breadcrumb, ds-tag, ds-avatar
  breadcrumb: { label: 'パンくずリスト', showMore: 'ほかの階層を表示' },
  tag: { remove: '{text}を削除' },
  avatar: { more: 'ほか{count}人', moreOne: 'ほか{count}人' },
  checkbox: { valueMissing: '続行するには、このチェックボックスをオンにしてください。' },
  checkboxGroup: { valueMissing: '少なくとも 1 つのオプションを選択してください。' },
  colorPicker: {
    picker: 'カラーピッカー',
    area: '彩度と明度',
    areaRole: '2D スライダー',
    areaValue: '彩度 {saturation}%、明度 {brightness}%',
    hue: '色相',
    hueValue: '{degrees} 度',
    hueValueOne: '{degrees} 度',
    alpha: '不透明度',
    alphaValue: '{percent}%',
    hexColor: '16 進カラー',
    unsupported: '対応していない色',
    swatches: 'カラースウォッチ',
    previousSwatches: '前のスウォッチ',
    nextSwatches: '次のスウォッチ',
  },
  // ds-combobox
  combobox: {
    requiredMark: '*',
    valueMissing: 'リストから項目を選択してください。',
    results: '{count} 件の結果があります。',
    resultsOne: '{count} 件の結果があります。',
    noResults: '結果がありません',
    loading: '読み込み中…',
    loadError: '選択肢を読み込めませんでした。',
    remove: '{label} を削除',
  },
  // ds-date-picker
  datePicker: {
    requiredMark: '*',
    chooseDate: '日付を選択',
    changeDate: '日付を変更、{date}',
    previousMonth: '前の月',
    nextMonth: '次の月',
    close: '閉じる',
    dayLetters: 'DD',
    monthLetters: 'MM',
    yearLetters: 'YYYY',
    badInput: '{format} の形式で日付を入力してください (例: {example})。',
    valueMissing: '日付を入力してください。',
    rangeUnderflow: '{min} 以降の日付を選択してください。',
    rangeOverflow: '{max} 以前の日付を選択してください。',
    unavailable: '{date} は選択できません。別の日付を選択してください。',
  },
  dotGrid: { label: 'ドットグリッド', dot: '{row} 行 {column} 列、{state}', on: 'オン', off: 'オフ' },
  // ds-file-input
  fileInput: {
    choose: 'ファイルを選択',
    chooseMultiple: 'ファイルを選択',
    dropHint: 'ここにファイルをドロップ',
    dropHintMultiple: 'ここにファイルをドロップ',
    required: '必須',
    requiredMark: '*',
    valueMissing: 'ファイルを選択してください。',
    remove: '{name} を削除',
    added: '{count} 件のファイルを追加しました',
    addedOne: '{count} 件のファイルを追加しました',
    removed: '{name} を削除しました',
    wrongType: '対応していないファイル形式です: {names}。',
    tooLarge: '{limit} を超えています: {names}。',
    tooMany: '選択できるファイルは 1 つだけです。追加されなかったファイル: {names}。',
  },
  form: { invalid: '値が無効です。' },
  gauge: { label: 'ゲージ', valueText: '{value} {unit}', max: '最大 {max} {unit}' },
  // Feedback: ds-progress, ds-spinner, ds-badge, ds-callout
  progress: { label: '進行状況' },
  spinner: { label: '読み込み中' },
  badge: { dot: '新着', overflow: '{max}+' },
  callout: { dismiss: '閉じる', info: '情報', success: '成功', warning: '警告', danger: 'エラー' },
  modal: { close: '閉じる', maximize: '最大化', minimize: '最小化' },
  // ds-drawer
  drawer: { close: '閉じる' },
  // ds-number-field
  numberField: {
    decrease: '{label}を減らす',
    increase: '{label}を増やす',
    decreaseUnlabelled: '減らす',
    increaseUnlabelled: '増やす',
    notANumber: '「{text}」は数値ではありません。値は{value}のままです。',
    notANumberEmpty: '「{text}」は数値ではありません。フィールドは空のままです。',
    clampedToMax: '最大値は{max}です。',
    clampedToMin: '最小値は{min}です。',
    requiredMark: '*',
  },
  radioGroup: { valueMissing: 'いずれかのオプションを選択してください。' },
  select: { requiredMark: '*', valueMissing: 'リストから項目を選択してください。' },
  sidePanel: { collapse: 'パネルを折りたたむ', expand: 'パネルを展開する' },
  slider: { rangeStart: '{label} 開始', rangeEnd: '{label} 終了' },
  snackbar: { dismiss: '閉じる' },
  tabs: { label: 'タブ' },
  // ds-tree
  tree: { loading: '読み込み中…' },
  textField: {
    showPassword: '{label} のパスワードを表示',
    showPasswordUnlabelled: 'パスワードを表示',
    requiredMark: '*',
  },
  validation: {
    required: 'このフィールドに入力してください。',
    min: '{min} 以上の値を入力してください。',
    max: '{max} 以下の値を入力してください。',
    minLength: '{minLength} 文字以上で入力してください（現在 {length} 文字）。',
    maxLength: '{maxLength} 文字以内で入力してください（現在 {length} 文字）。',
    pattern: '指定された形式で入力してください。',
    validate: '有効な値を入力してください。',
    email: 'メールアドレスを入力してください（例: name@example.com）。',
    url: 'ウェブアドレスを入力してください（例: https://example.com）。',
    number: '数値を入力してください。',
  },
} satisfies Translation;

registerTranslation(ja);

export default ja;
