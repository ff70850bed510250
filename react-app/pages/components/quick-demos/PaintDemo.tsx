import { DsButton } from '../../../ds/DsButton';
import { DsIcon } from '../../../ds/DsIcon';
import { DemoSection } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { useModal } from '../../../providers/ModalProvider';
import { PaintTool } from './PaintTool';

/** Keys (unique per row) of the canvas's pen and of the corner handle. */
const KEYS = [
  ['Space / Enter', 'On the canvas: put the pen down or lift it'],
  ['Arrow keys', 'On the canvas: move the pen (drawing while it is down); on the corner: resize by 10 px'],
  ['Shift + arrow keys', 'Bigger steps: 20 px for the pen, 50 px for the corner'],
  ['Home', 'On the corner: back to 200 × 200'],
] as const;

/** Simple Paint opens in a modal with a fullscreen button and no toolbar. */
export function PaintDemo() {
  const { openModal } = useModal();
  return (
    <DemoSection
      title="Simple Paint"
      description="Draw with a mouse, a finger or a pen in 12 colours and 4 brush sizes; drag the corner to resize the canvas."
      wide
    >
      <div className="qd-paint-layout">
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
        <KeyboardNotes rows={KEYS} />
      </div>
    </DemoSection>
  );
}
