// The Tree demos' data: a small project's files, a backup's folders, a folder that loads.
/** A file or a folder of the demo's project; `icon` marks a file's kind. */
export interface Node {
  name: string;
  icon?: 'code' | 'image' | 'list';
  children?: readonly Node[];
}

export const PROJECT: readonly Node[] = [
  {
    name: 'src',
    children: [
      {
        name: 'components',
        children: [
          { name: 'Button.tsx', icon: 'code' },
          { name: 'Card.tsx', icon: 'code' },
          { name: 'Tree.tsx', icon: 'code' },
        ],
      },
      { name: 'main.tsx', icon: 'code' },
      { name: 'styles.css', icon: 'code' },
    ],
  },
  {
    name: 'public',
    children: [
      { name: 'logo.svg', icon: 'image' },
      { name: 'photo.jpg', icon: 'image' },
    ],
  },
  { name: 'README.md', icon: 'list' },
  { name: 'package.json', icon: 'code' },
];

/** The folders open at first, and the file selected. */
export const FIRST_OPEN = ['src', 'src/components'];
export const FIRST_SELECTED = 'src/components/Tree.tsx';

export const BACKUP = ['Documents', 'Photos', 'Music', 'Videos', 'Settings'];

/** What the lazy folder holds once "loaded". */
export const REMOTE = ['2026-reports.pdf', 'budget.xlsx', 'minutes.docx'];
export const LOAD_MS = 1200;
