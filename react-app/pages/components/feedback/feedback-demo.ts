import { snippetOf, type SnippetElement } from '../../../docs/snippet-markup';

/** The progress playground's settings. */
export interface ProgressSettings {
  value: number;
  indeterminate: boolean;
  ring: boolean;
  showValue: boolean;
}

export const PROGRESS_DEFAULTS: ProgressSettings = { value: 40, indeterminate: false, ring: false, showValue: true };

export const PROGRESS_VALUE_RANGE = { min: 0, max: 100, step: 5 };

/** The element the playground shows, as the snippet writes it (defaults left out). */
export function progressElement(s: ProgressSettings): SnippetElement {
  return {
    tag: 'ds-progress',
    attrs: {
      label: 'Upload',
      ...(s.ring && { variant: 'ring' }),
      ...(s.indeterminate ? { indeterminate: true } : { value: s.value }),
      ...(s.showValue && !s.indeterminate && { 'show-value': true }),
    },
  };
}

export const progressCode = (s: ProgressSettings) => snippetOf(progressElement(s));
