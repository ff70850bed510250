// The Snackbar page's snippet: how to show the snackbar a demo showed last, from plain HTML and from React.
import type { SnackbarOptions } from '../../../../elements/snackbar/ds-snackbar-host';

/** `{ message: 'Saved', duration: 3000 }`: the options as a JavaScript object literal, in their given order. */
export function optionsLiteral(options: SnackbarOptions): string {
  const entries = Object.entries(options).filter(([, value]) => value !== undefined);
  return `{ ${entries.map(([key, value]) => `${key}: ${typeof value === 'string' ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : String(value)}`).join(', ')} }`;
}

/** The HTML page and the React component that show a snackbar with these options. */
export function snackbarSnippet(options: SnackbarOptions): { html: string; react: string } {
  const literal = optionsLiteral(options);
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
