import { ApiReference } from '../../docs/ApiReference';
import { DemoGrid } from '../../docs/DemoSection';
import { PageHeader } from '../../shell/PageHeader';
import { usePageMeta } from '../../shell/use-page-meta';
import { ContextMenuPopover } from './tooltip-popover/ContextMenuPopover';
import { PlacementPopover } from './tooltip-popover/PlacementPopover';
import { QuickNotePopover } from './tooltip-popover/QuickNotePopover';
import { RichPopoverDemo, SimplePopoverDemo } from './tooltip-popover/SimplePopovers';
import { RichTooltipDemo, SimpleTooltipDemo } from './tooltip-popover/TooltipDemos';
import { TooltipPlayground } from './tooltip-popover/TooltipPlayground';
import './tooltip-popover/tooltip-popover.css';

const ELEMENTS = ['ds-popover', 'ds-tooltip'];

/**
 * Tooltip & Popover (version 2.1.0): the placement stage, popovers by click and context menu, tooltips
 * and a tooltip playground.
 */
export default function TooltipPopoverPage() {
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <DemoGrid>
        <PlacementPopover />
        <SimplePopoverDemo />
        <RichPopoverDemo />
        <QuickNotePopover />
        <ContextMenuPopover />
        <SimpleTooltipDemo />
        <RichTooltipDemo />
        <TooltipPlayground />
      </DemoGrid>
      <ApiReference tags={ELEMENTS} />
    </>
  );
}
