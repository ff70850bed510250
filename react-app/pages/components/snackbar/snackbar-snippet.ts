// The Snackbar page's snippet: how to show the snackbar a demo showed last, from plain HTML and from React.
import type { SnackbarOptions } from '../../../../elements/snackbar/ds-snackbar-host';

/** The code to print for callback options (`onAction`): a function's own compiled source is no example. */
export type CallbackCode = Partial<Record<keyof SnackbarOptions, string>>;

/** `{ message: 'Saved', duration: 3000 }`: the options as a JavaScript object literal, in their given order. */
export function optionsLiteral(options: SnackbarOptions, callbacks: CallbackCode = {}): string {
  const entries = Object.entries(options).filter(([, value]) => value !== undefined);
  return `{ ${entries.map(([key, value]) => `${key}: ${valueCode(value, callbacks[key as keyof SnackbarOptions])}`).join(', ')} }`;
}

function valueCode(value: unknown, callback: string | undefined): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (typeof value === 'function') return callback ?? '() => {}';
  return String(value);
}

/** The HTML page and the React component that show a snackbar with these options. */
export function snackbarSnippet(options: SnackbarOptions, callbacks?: CallbackCode): { html: string; react: string } {
  const literal = optionsLiteral(options, callbacks);
  return {
    html: [
      '<ds-snackbar-host></ds-snackbar-host>',
      '<script type="module">',
      "  const host = document.querySelector('ds-snackbar-host');",
      `  host.show(${literal});`,
      '</script>',
    ].join('\n'),
    react: [
      "import { useSnackbar } from './providers/SnackbarProvider';",
      '',
      '// inside a component, under <SnackbarProvider> (it renders the one <ds-snackbar-host>)',
      'const { show } = useSnackbar();',
      `show(${literal});`,
    ].join('\n'),
  };
}
