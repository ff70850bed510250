import { DsButton } from '../ds/DsButton';
import { setWrapLines, useWrapLines } from './wrap-lines';

/** "Wrap lines", a toggle button (aria-pressed): every code sample of the site follows it for the session. */
export function WrapToggle({ variant = 'plain' }: { variant?: 'plain' | 'outline' }) {
  const wrap = useWrapLines();
  return (
    <DsButton
      variant={variant}
      size="small"
      toggle
      pressed={wrap}
      onChange={event => setWrapLines(event.currentTarget.pressed)}
    >
      Wrap lines
    </DsButton>
  );
}
