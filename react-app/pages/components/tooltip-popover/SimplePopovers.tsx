import { useState } from 'react';
import { DsButton } from '../../../ds/DsButton';
import { DsIcon } from '../../../ds/DsIcon';
import { DsPopover } from '../../../ds/DsPopover';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';

/** A popover with a line of text. */
export function SimplePopoverDemo() {
  return (
    <DemoSection
      title="Simple popover"
      description="A click on the trigger opens it; a click outside, Escape or the trigger again closes it."
    >
      <DsPopover label="About popovers">
        <DsButton slot="trigger" variant="outline">
          <DsIcon slot="start" name="info" size={18} />
          What is a popover?
        </DsButton>
        <p className="tp-popover-text">A small panel next to its trigger. It stays until you close it.</p>
      </DsPopover>
    </DemoSection>
  );
}

const RICH_ACTIONS = ['Remind me later', 'Try it now'] as const;

/** A popover with a title, a paragraph and two actions that close it. */
export function RichPopoverDemo() {
  const [choice, setChoice] = useState<string>();
  return (
    <DemoSection
      title="Rich popover"
      description="A title, text and actions. Choosing an action closes the popover and returns focus to the trigger."
    >
      <DsPopover label="What's new in 2.1">
        <DsButton slot="trigger">
          <DsIcon slot="start" name="star" size={18} />
          What's new
        </DsButton>
        <div className="tp-rich-popover">
          <h3 className="tp-rich-popover__title">What's new in 2.1</h3>
          <p className="tp-popover-text">
            Popovers follow their trigger while the page scrolls and always stay 10&nbsp;px inside the window.
          </p>
          <div className="tp-actions">
            {RICH_ACTIONS.map((action, i) => (
              <DsButton
                key={action}
                data-popover="close"
                variant={i === 0 ? 'plain' : 'primary'}
                size="small"
                onClick={() => setChoice(action)}
              >
                {action}
              </DsButton>
            ))}
          </div>
        </div>
      </DsPopover>
      <LiveValue label="Last choice">{choice ?? 'None yet'}</LiveValue>
    </DemoSection>
  );
}
