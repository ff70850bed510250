import { Children, Fragment, isValidElement, type ReactNode } from 'react';

/** A demo card's children sorted into the card's three regions, each in its own order. */
export interface DemoParts {
  /** The live demo, its read-outs and controls: the preview. */
  preview: ReactNode[];
  /** Code samples shown under the preview. */
  code: ReactNode[];
  /** Notes under the code (what the keyboard does). */
  notes: ReactNode[];
}

/**
 * Sorts `children` by component type, looking through fragments: elements of a `code` type go under
 * the preview, of a `notes` type last, everything else is the preview. So every page gets the same
 * frame (demo, then code, then notes) whatever order it writes them in.
 */
export function demoParts(children: ReactNode, code: readonly unknown[], notes: readonly unknown[]): DemoParts {
  const parts: DemoParts = { preview: [], code: [], notes: [] };
  const visit = (nodes: ReactNode) => {
    for (const child of Children.toArray(nodes)) {
      if (isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment) visit(child.props.children);
      else if (isValidElement(child) && code.includes(child.type)) parts.code.push(child);
      else if (isValidElement(child) && notes.includes(child.type)) parts.notes.push(child);
      else parts.preview.push(child);
    }
  };
  visit(children);
  return parts;
}
