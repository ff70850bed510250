import { choiceGroupStyles } from '../internal/form/choice-control.styles.js';

export const checkboxGroupStyles = choiceGroupStyles('checkbox', 'var(--ds-space-xs)');
