import { useId, useState } from 'react';
import { isNewTool, type ToolCard } from '../../../../content/tools';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { DsButton } from '../../../ds/DsButton';
import { appUrl } from '../../../lib/app-url';
import { ArrowRightIcon } from '../../../shell/icons';
import { ToolPreview } from './ToolPreview';

/**
 * One tool of the listing, a large card: its live preview, title and "new" flag, what it does, its
 * keyboard support, and the link that opens it ("Open <tool>"; the whole card is its click area).
 * Hovering the card or focusing its link gives the preview something to do (ToolPreview).
 */
export function ToolCardItem({ tool }: { tool: ToolCard }) {
  const descriptionId = useId();
  const titleId = useId();
  const [turn, setTurn] = useState(0);
  const nextTurn = () => setTurn(t => t + 1);
  return (
    <li className="tool-card" onPointerEnter={nextTurn} onFocus={nextTurn}>
      <div className="tool-card__preview">
        <ToolPreview preview={tool.preview} turn={turn} />
      </div>
      <div className="tool-card__body">
        <h2 className="tool-card__title">
          <span id={titleId}>{tool.title}</span>
          {isNewTool(tool) && <span className="badge tool-card__new">new</span>}
        </h2>
        <p id={descriptionId} className="tool-card__description">
          {tool.description}
        </p>
        {/* named "<tool> Keyboard": the two cards' notes are two landmarks of different names */}
        <KeyboardNotes rows={tool.keyboard} ownerTitleId={titleId} />
        <DsButton className="tool-card__link" size="large" href={appUrl(tool.url)} aria-describedby={descriptionId}>
          Open {tool.title}
          <ArrowRightIcon slot="end" />
        </DsButton>
      </div>
    </li>
  );
}
