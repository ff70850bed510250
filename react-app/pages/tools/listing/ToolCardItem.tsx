import { Fragment, useId, useState } from 'react';
import { isNewTool, type ToolCard } from '../../../../content/tools';
import { ButtonLink } from '../../../shell/ButtonLink';
import { ArrowRightIcon } from '../../../shell/icons';
import { ToolPreview } from './ToolPreview';

/**
 * One tool of the listing, a large card: its live preview, title and "New" flag, what it does, its
 * keyboard support, and the link that opens it ("Open <tool>"; the whole card is its click area).
 * Hovering the card or focusing its link gives the preview something to do (ToolPreview).
 */
export function ToolCardItem({ tool }: { tool: ToolCard }) {
  const descriptionId = useId();
  const keysId = useId();
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
          {isNewTool(tool) && <span className="badge tool-card__new">New</span>}
        </h2>
        <p id={descriptionId} className="tool-card__description">
          {tool.description}
        </p>
        {/* named "<tool> Keyboard": the two cards' notes are two landmarks of different names */}
        <section className="tool-card__keys" aria-labelledby={`${titleId} ${keysId}`}>
          <h3 id={keysId} className="tool-card__keys-title">
            Keyboard
          </h3>
          <dl className="tool-card__keys-list">
            {tool.keyboard.map(([keys, action]) => (
              <div key={keys} className="tool-card__key">
                <dt>
                  {keys.split(' / ').map((key, i) => (
                    <Fragment key={key}>
                      {i > 0 && ' / '}
                      <kbd>{key}</kbd>
                    </Fragment>
                  ))}
                </dt>
                <dd>{action}</dd>
              </div>
            ))}
          </dl>
        </section>
        <ButtonLink className="tool-card__link" to={tool.url} describedBy={descriptionId}>
          Open {tool.title}
          <ArrowRightIcon />
        </ButtonLink>
      </div>
    </li>
  );
}
