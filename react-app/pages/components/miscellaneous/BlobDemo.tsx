import { useId, useRef, type ComponentRef } from 'react';
import { Link } from 'react-router-dom';
import { DsBlob } from '../../../ds/DsBlob';
import { DsButton } from '../../../ds/DsButton';
import type { DsSlider } from '../../../ds/DsSlider';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';
import { DemoSlider } from '../../../docs/DemoSlider';
import { ReadoutValue } from '../../../docs/ReadoutValue';
import { ResetButton } from '../../../docs/ResetButton';
import { Snippet } from '../../../docs/Snippet';
import { useDemoState } from '../../../docs/use-demo-state';
import { BLOB_DEFAULTS, BLOB_RANGES, blobCode, nextSeed, type BlobSettings } from './drawing-demos';

/** ds-blob: a seeded organic shape; the same edges, smoothness and seed always draw the same blob. */
export function BlobDemo() {
  const demo = useDemoState<BlobSettings>(BLOB_DEFAULTS);
  const { edges, smoothness, seed } = demo.values;
  const firstControl = useRef<ComponentRef<typeof DsSlider>>(null);
  const blobId = useId();

  return (
    <DemoSection
      title="Blob"
      description="An organic shape from a seed: the same numbers always draw the same blob, in the primary colour."
      wide
    >
      <div className="playground">
        <div className="playground__controls">
          <DemoSlider ref={firstControl} demo={demo} name="edges" label="Edges" bounds={BLOB_RANGES.edges} />
          <DemoSlider demo={demo} name="smoothness" label="Smoothness" bounds={BLOB_RANGES.smoothness} />
          <DsButton variant="secondary" onClick={() => demo.set('seed', nextSeed(seed))}>
            New shape
          </DsButton>
          <ResetButton demo={demo} focusAfterReset={firstControl} />
        </div>
        <div className="playground__result">
          <div className="ms-drawing">
            <DsBlob
              id={blobId}
              className="ms-blob"
              data-testid="blob-demo"
              edges={edges}
              smoothness={smoothness}
              seed={seed}
              size={180}
              label="Organic blob shape"
            />
            <LiveValue label="Seed">
              <ReadoutValue of={blobId} state={{ value: seed }} />
            </LiveValue>
            <p className="ms-drawing__more">
              <Link to="/Tools/BlobGenerator">Open the Blob Generator</Link> to export a blob as SVG or PNG.
            </p>
          </div>
          <Snippet label="Blob code" {...blobCode(demo.values)} />
        </div>
      </div>
    </DemoSection>
  );
}
