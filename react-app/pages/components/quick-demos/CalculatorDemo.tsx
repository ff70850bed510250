import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { CalculatorAction } from './calculator/calculator-state';
import { formatResult } from './calculator/format-result';
import { inputFromChar } from './calculator/symbols';
import { DsButton } from '../../../ds/DsButton';
import { DemoSection } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { CALCULATOR_KEYS, type CalculatorKey } from './calculator-keys';
import { useCalculator } from './use-calculator';

const KEYBOARD = [
  ['0–9 / .', 'Type a digit or a decimal point'],
  ['+ / - / * / x / /', 'Add, subtract, multiply, divide'],
  ['Enter / =', 'Show the result (Enter on a focused key presses that key)'],
  ['Backspace', 'Delete the last character'],
  ['Escape / Delete', 'Clear'],
  ['Tab', 'Reach the display (typing works there), then each key'],
] as const;

const VARIANT: Record<CalculatorKey['kind'], 'plain' | 'secondary' | 'primary' | 'outline'> = {
  digit: 'plain',
  operator: 'secondary',
  clear: 'outline',
  equals: 'primary',
};

/** The key an unmodified key press stands for, or `undefined` for keys the calculator leaves alone. */
function actionOfKey(event: KeyboardEvent<HTMLElement>): CalculatorAction | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined;
  switch (event.key) {
    case '=':
      return { type: 'evaluate' };
    // Enter on a focused key is that key's own press; on the display it evaluates.
    case 'Enter':
      return event.target instanceof HTMLInputElement ? { type: 'evaluate' } : undefined;
    case 'Backspace':
      return { type: 'backspace' };
    case 'Escape':
    case 'Delete':
      return { type: 'clear' };
  }
  const input = inputFromChar(event.key);
  return input === undefined ? undefined : { type: 'input', input };
}

/**
 * A display (the expression, and the result larger) above the 4-column pad. The
 * expression is a read-only field, the calculator's tab stop; typing works while focus is on it
 * or on any key, so the calculator never takes keys typed into other fields of the page.
 */
export function CalculatorDemo() {
  const { state, press } = useCalculator();
  const display = useRef<HTMLInputElement>(null);
  // Set by a pointer press: after a click, focus goes back to the display so Enter means "=".
  const pressedByPointer = useRef(false);
  const hasResult = state.result !== null;
  const helpId = useId();

  // A long expression scrolls inside its field: keep its end, where typing happens, in view.
  useEffect(() => {
    const field = display.current;
    if (field) field.scrollLeft = field.scrollWidth;
  }, [state.expression]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = actionOfKey(event);
    if (!action) return;
    event.preventDefault();
    press(action);
  };

  return (
    <DemoSection
      title="Calculator"
      description="Click the keys or type. × and ÷ go before + and −; a failed sum says so at the bottom of the screen."
      wide
    >
      <div className="qd-calc-layout">
        {/* The keys typed anywhere in the calculator bubble up to the group, which is not itself
          focusable: the display and each key are (jsx-a11y cannot see that). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <div
          className="qd-calc"
          role="group"
          aria-label="Calculator"
          onKeyDown={onKeyDown}
          onPointerDown={() => (pressedByPointer.current = true)}
        >
          <p id={helpId} className="visually-hidden">
            Type digits and operators, Enter for the result, Escape to clear.
          </p>
          <div className={`qd-calc__display${hasResult ? ' qd-calc__display--result' : ''}`}>
            <input
              ref={display}
              className="qd-calc__expression"
              readOnly
              value={state.expression}
              aria-label="Expression"
              aria-describedby={helpId}
              data-testid="calculator-expression"
            />
            <output className="qd-calc__result" aria-live="polite" data-testid="calculator-result">
              {hasResult && (
                <>
                  <span className="visually-hidden">Result: </span>
                  {formatResult(state.result!)}
                </>
              )}
            </output>
          </div>
          <div className="qd-calc__keys">
            {CALCULATOR_KEYS.map(key => (
              <DsButton
                key={key.text}
                className={`qd-calc__key qd-calc__key--${key.kind}${key.shape ? ` qd-calc__key--${key.shape}` : ''}`}
                variant={VARIANT[key.kind]}
                label={key.name ?? ''}
                onClick={() => {
                  press(key.action);
                  if (pressedByPointer.current) display.current?.focus({ preventScroll: true });
                  pressedByPointer.current = false;
                }}
              >
                {key.text}
              </DsButton>
            ))}
          </div>
        </div>
        <KeyboardNotes rows={KEYBOARD} />
      </div>
    </DemoSection>
  );
}
