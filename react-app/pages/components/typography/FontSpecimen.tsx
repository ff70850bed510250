import { useRef, type ComponentRef } from 'react';
import { DemoSlider } from '../../../docs/DemoSlider';
import type { DsSlider } from '../../../ds/DsSlider';
import { DemoSection } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { ResetButton } from '../../../docs/ResetButton';
import { Snippet } from '../../../docs/Snippet';
import { useDemoState } from '../../../docs/use-demo-state';
import {
  CHARACTER_SETS,
  PREVIEW_SIZE_RANGE,
  PREVIEW_WEIGHTS,
  SPECIMEN_DEFAULTS,
  cssNumber,
  specimenCode,
  type SpecimenSettings,
} from './typography-demo';

const KEYS = [
  ['Arrow keys', 'Change the preview size by 0.05 rem'],
  ['Home / End', 'Smallest / largest preview'],
  ['Tab', 'Move into a preview line and type to change it'],
] as const;

const PREVIEW_LINES: Record<(typeof PREVIEW_WEIGHTS)[number], string> = {
  300: 'Light lines whisper',
  400: 'Regular text reads easily',
  600: 'Semibold marks a heading',
  700: 'Bold makes a point',
};

/**
 * The system font at a chosen size in four weights, lines the reader can type
 * into, and every character of the grid. The lines are not controlled by React, so what is typed
 * stays while the size changes.
 */
export function FontSpecimen() {
  const demo = useDemoState<SpecimenSettings>(SPECIMEN_DEFAULTS);
  const size = `${cssNumber(demo.values.previewSize)}rem`;
  const firstControl = useRef<ComponentRef<typeof DsSlider>>(null);

  return (
    <DemoSection
      title="Font specimen"
      description="The system font at the size you choose. Click a line and type your own words; they stay while you change the size."
      wide
    >
      <div className="ty-specimen">
        <DemoSlider
          ref={firstControl}
          demo={demo}
          name="previewSize"
          label="Preview size"
          bounds={PREVIEW_SIZE_RANGE}
          className="ty-specimen__size"
          valueFormatter={(value: number) => `${cssNumber(value)} rem`}
        />
        <div className="ty-lines" style={{ fontSize: size }} data-testid="specimen-lines">
          {PREVIEW_WEIGHTS.map(weight => (
            <div key={weight} className="ty-line">
              <span className="ty-line__weight" aria-hidden="true">
                {weight}
              </span>
              <div
                className="ty-line__text"
                style={{ fontWeight: weight }}
                contentEditable
                suppressContentEditableWarning
                role="textbox"
                aria-label={`Preview line, weight ${weight}`}
                spellCheck={false}
              >
                {PREVIEW_LINES[weight]}
              </div>
            </div>
          ))}
        </div>
        <Snippet label="Specimen code" {...specimenCode(demo.values)} />
        <ResetButton demo={demo} focusAfterReset={firstControl} />
        <KeyboardNotes rows={KEYS} />
        <h3 className="ty-subheading">Characters</h3>
        {CHARACTER_SETS.map(set => (
          <div key={set.name} className="ty-charset">
            <h4 className="ty-charset__name">{set.name}</h4>
            <ul className="ty-chars" aria-label={set.name}>
              {set.characters.map(character => (
                <li key={character} className="ty-char">
                  {character}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </DemoSection>
  );
}
