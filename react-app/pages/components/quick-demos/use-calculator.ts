import { useCallback, useRef, useState } from 'react';
import { calculatorReducer, initialCalculatorState, type CalculatorAction } from './calculator/calculator-state';
import { useSnackbar } from '../../../providers/SnackbarProvider';

/** The message of a failed evaluation, its duration and the source whose earlier ones it replaces. */
export const CALCULATOR_ERROR = {
  message: 'Check your expression.',
  duration: 2000,
  source: 'quick-demos-calculator',
  replace: true,
} as const;

/** The calculator's state and one `press` for every key; a failed `=` shows the error snackbar. */
export function useCalculator() {
  const { show } = useSnackbar();
  const [state, setState] = useState(initialCalculatorState);
  // The latest state for keys pressed faster than React renders (held keys repeat).
  const latest = useRef(state);

  const press = useCallback(
    (action: CalculatorAction) => {
      const next = calculatorReducer(latest.current, action);
      latest.current = next.state;
      setState(next.state);
      if (next.error) void show(CALCULATOR_ERROR);
    },
    [show],
  );
  return { state, press };
}
