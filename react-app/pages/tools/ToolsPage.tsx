import { toolCards } from '../../../content/tools';
import { PageHeader } from '../../shell/PageHeader';
import { usePageMeta } from '../../shell/use-page-meta';
import { ToolCardItem } from './listing/ToolCardItem';
import './listing/tools-listing.css';

/** /Tools: the cards of the tools (content/tools.ts, from the route table). */
export default function ToolsPage() {
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <ul className="tool-cards" aria-label="Tools">
        {toolCards.map(tool => (
          <ToolCardItem key={tool.url} tool={tool} />
        ))}
      </ul>
    </>
  );
}
