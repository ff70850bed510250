import { useId } from 'react';
import { Link } from 'react-router-dom';
import { isNewTool, type ToolCard } from '../../../../content/tools';
import { ToolPreviewArt } from './ToolPreviewArt';

/**
 * One tool of the listing: preview, title (the link; the whole card is its click area), the "New"
 * flag and the description, which also describes the link.
 */
export function ToolCardItem({ tool }: { tool: ToolCard }) {
  const descriptionId = useId();
  return (
    <li className="tool-card">
      <div className="tool-card__preview">
        <ToolPreviewArt preview={tool.preview} />
      </div>
      <div className="tool-card__body">
        <h2 className="tool-card__title">
          <Link className="tool-card__link" to={tool.url} aria-describedby={descriptionId}>
            {tool.title}
          </Link>
          {isNewTool(tool) && <span className="badge tool-card__new">New</span>}
        </h2>
        <p id={descriptionId} className="tool-card__description">
          {tool.description}
        </p>
      </div>
    </li>
  );
}
