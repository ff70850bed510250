import { useRef, useState, type ComponentRef, type KeyboardEvent } from 'react';
import { DsButton } from '../../../ds/DsButton';
import { DsIcon } from '../../../ds/DsIcon';
import { DsPopover } from '../../../ds/DsPopover';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';

const ACTIONS = [
  { label: 'Copy', icon: 'copy' },
  { label: 'Share', icon: 'share' },
  { label: 'Delete', icon: 'trash' },
] as const;

/** A popover opened by a right click (or the context-menu key) on an area, at the pointer. */
export function ContextMenuPopover() {
  const popover = useRef<ComponentRef<typeof DsPopover>>(null);
  const [action, setAction] = useState<string>();

  // Keyboard users without a context-menu key: Enter or Space opens it too.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    void popover.current?.show();
  };

  return (
    <DemoSection
      title="Context menu"
      description="A right click opens it at the pointer instead of the browser's menu. From the keyboard: Shift+F10 or Enter."
    >
      <DsPopover ref={popover} trigger="contextmenu" label="Actions">
        <div slot="trigger" className="tp-context-area" role="button" tabIndex={0} onKeyDown={onKeyDown}>
          <DsIcon name="more" size={20} />
          Right-click here
        </div>
        <div className="tp-menu">
          {ACTIONS.map(a => (
            <DsButton
              key={a.label}
              data-popover="close"
              variant="plain"
              size="small"
              onClick={() => setAction(a.label)}
            >
              <DsIcon slot="start" name={a.icon} size={18} />
              {a.label}
            </DsButton>
          ))}
        </div>
      </DsPopover>
      <LiveValue label="Last action">{action ?? 'None yet'}</LiveValue>
    </DemoSection>
  );
}
