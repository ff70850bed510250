import { useRef, type ComponentRef } from 'react';
import { DsButton } from '../../../ds/DsButton';
import { DsCountUp } from '../../../ds/DsCountUp';
import { DsIcon } from '../../../ds/DsIcon';
import { DemoSection } from '../../../docs/DemoSection';
import { Snippet } from '../../../docs/Snippet';
import { COUNTER_CODE, COUNTERS, counterCaption } from './misc-demo';

/** Four counters, up and down, with Restart Counters. */
export function CountersDemo() {
  const counters = useRef<(ComponentRef<typeof DsCountUp> | null)[]>([]);

  return (
    <DemoSection
      title="Counters"
      description="Numbers that ease from a start to an end value. Screen readers read the end value; with reduced motion it shows at once."
      wide
    >
      <ul className="ms-counters">
        {COUNTERS.map((counter, index) => (
          <li key={counterCaption(counter)} className="ms-counter">
            <DsCountUp
              ref={element => {
                counters.current[index] = element;
              }}
              className="ms-counter__value"
              from={counter.from}
              to={counter.to}
              duration={counter.duration}
            />
            <span className="ms-counter__caption">{counterCaption(counter)}</span>
          </li>
        ))}
      </ul>
      <DsButton variant="outline" onClick={() => counters.current.forEach(counter => counter?.restart())}>
        <DsIcon slot="start" name="refresh" size={18} />
        Restart Counters
      </DsButton>
      <Snippet label="Counter code" {...COUNTER_CODE} />
    </DemoSection>
  );
}
