import { choiceGroupStyles } from '../internal/choice-control.styles.js';

export const checkboxGroupStyles = choiceGroupStyles('checkbox', 'var(--ds-space-xs)');
