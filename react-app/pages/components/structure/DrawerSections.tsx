import { DemoSection } from '../../../docs/DemoSection';

/** The demos of `<ds-drawer>`: each placement, a form inside, right to left. */
export function DrawerSections() {
  return (
    <DemoSection title="Drawer" description="A panel that slides in from an edge of the screen.">
      <p className="st-note">Drawers from each edge.</p>
    </DemoSection>
  );
}
