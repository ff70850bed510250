import { useRef, type ComponentRef, type CSSProperties } from 'react';
import { DsRadio } from '../../../ds/DsRadio';
import { DsRadioGroup } from '../../../ds/DsRadioGroup';
import { DemoSlider } from '../../../docs/DemoSlider';
import { DsSwitch } from '../../../ds/DsSwitch';
import { DemoSection } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { ResetButton } from '../../../docs/ResetButton';
import { Snippet } from '../../../docs/Snippet';
import { useDemoState } from '../../../docs/use-demo-state';
import { DURATION_RANGE, MOTION_DEFAULTS, TIMINGS, motionCode, seconds, type MotionSettings } from './motion-demo';

const KEYS = [
  ['Space', 'Run or pause the shapes'],
  ['Arrow keys', 'Change the duration by 0.25 s; choose the next or previous timing'],
  ['Home / End', 'Shortest / longest duration'],
] as const;

/** Four shapes, each moving one way: only transform and opacity, which the compositor animates cheaply. */
const SHAPES = [
  { name: 'slide', label: 'Slides' },
  { name: 'spin', label: 'Turns' },
  { name: 'pulse', label: 'Grows' },
  { name: 'fade', label: 'Fades' },
] as const;

/** Running or paused, duration and timing of animated shapes, with their code. */
export function MotionDemo() {
  const demo = useDemoState<MotionSettings>(MOTION_DEFAULTS);
  const { running, duration, timing } = demo.values;
  const firstControl = useRef<ComponentRef<typeof DsSwitch>>(null);

  const animation: CSSProperties = {
    animationDuration: seconds(duration),
    animationTimingFunction: timing,
    animationPlayState: running ? 'running' : 'paused',
  };

  return (
    <DemoSection
      title="Animation"
      description="Run or pause the shapes, stretch their duration and pick how they speed up and slow down. The code follows."
      wide
    >
      <div className="playground playground--preview">
        <div className="playground__controls">
          <DsSwitch ref={firstControl} checked={running} onChange={e => demo.set('running', e.currentTarget.checked)}>
            Running
          </DsSwitch>
          <DemoSlider
            demo={demo}
            name="duration"
            label="Duration"
            bounds={DURATION_RANGE}
            valueFormatter={(value: number) => `${Math.round(value * 100) / 100} s`}
          />
          <DsRadioGroup
            label="Timing"
            value={timing}
            onChange={e => demo.set('timing', TIMINGS.find(t => t === e.currentTarget.value) ?? 'ease-in-out')}
          >
            {TIMINGS.map(t => (
              <DsRadio key={t} value={t}>
                {t}
              </DsRadio>
            ))}
          </DsRadioGroup>
        </div>
        <div className="playground__preview mo-preview">
          <p className="mo-reduced-note" role="note">
            Your system asks for reduced motion, so the shapes stand still. The controls and the code still work.
          </p>
          <ul className="mo-stage" aria-label="Animated shapes" data-testid="motion-stage">
            {SHAPES.map(shape => (
              <li key={shape.name} className="mo-lane">
                <span className={`mo-shape mo-shape--${shape.name}`} style={animation} data-testid="motion-shape" />
                <span className="mo-lane__label">{shape.label}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="playground__result">
          <Snippet label="Animation code" {...motionCode(demo.values)} />
          <ResetButton demo={demo} focusAfterReset={firstControl} />
          <KeyboardNotes rows={KEYS} />
        </div>
      </div>
    </DemoSection>
  );
}
