import { DsButton } from '../../../ds/DsButton';
import { DsIcon } from '../../../ds/DsIcon';
import { DemoSection } from '../../../docs/DemoSection';
import { useModal } from '../../../providers/ModalProvider';
import { PaintTool } from './PaintTool';

/** SPEC §2.4: Simple Paint opens in a modal with a fullscreen button and no toolbar. */
export function PaintDemo() {
  const { openModal } = useModal();
  return (
    <DemoSection
      title="Simple Paint"
      description="Draw with a mouse, a finger or a pen in 12 colours and 4 brush sizes; drag the corner to resize the canvas."
    >
      <DsButton
        variant="primary"
        onClick={() =>
          openModal({
            id: 'simple-paint',
            title: 'Simple Paint',
            content: <PaintTool />,
            hasToolbar: false,
            fullscreenbutton: true,
            customAttributes: { className: 'qd-paint-modal' },
          })
        }
      >
        <DsIcon slot="start" name="edit" size={18} />
        Open Simple Paint
      </DsButton>
    </DemoSection>
  );
}
