import { useRef, type ComponentRef, type RefObject } from 'react';
import { DsButton } from '../ds/DsButton';
import { DsIcon } from '../ds/DsIcon';

/** What Reset needs of a demo's state (`useDemoState`). */
interface Resettable {
  changed: boolean;
  reset(): void;
}

/**
 * Reset for a demo: shown only while a value differs from its default; restores every
 * default. The button goes away with the click, so focus moves on: to `focusAfterReset` when
 * given, else to the heading of the demo it sits in.
 */
export function ResetButton({
  demo,
  focusAfterReset,
  label = 'Reset',
}: {
  demo: Resettable;
  focusAfterReset?: RefObject<{ focus(): void } | null>;
  label?: string;
}) {
  const button = useRef<ComponentRef<typeof DsButton>>(null);
  if (!demo.changed) return null;

  const reset = () => {
    const section = button.current?.closest('section');
    demo.reset();
    requestAnimationFrame(() => {
      if (focusAfterReset?.current) return focusAfterReset.current.focus();
      const heading = section?.querySelector<HTMLElement>('h2, h3');
      if (!heading) return;
      heading.tabIndex = -1;
      heading.focus();
    });
  };

  return (
    <DsButton ref={button} variant="outline" size="small" className="reset-button" onClick={reset}>
      <DsIcon slot="start" name="refresh" size={18} />
      {label}
    </DsButton>
  );
}
