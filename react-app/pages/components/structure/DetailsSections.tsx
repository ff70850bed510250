import { DemoSection } from '../../../docs/DemoSection';

/** The demos of `<ds-details>`: one section, an accordion of questions, a disabled section. */
export function DetailsSections() {
  return (
    <DemoSection title="Details" description="A section that shows or hides its content.">
      <p className="st-note">Details and accordions.</p>
    </DemoSection>
  );
}
