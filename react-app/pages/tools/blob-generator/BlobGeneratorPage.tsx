import { useId, useRef } from 'react';
import { BLOB_EDGES, BLOB_SMOOTHNESS, randomBlobSeed } from '../../../../elements/blob/geometry';
import type { DsBlob as DsBlobElement } from '../../../../elements/blob/ds-blob';
import { DsBlob } from '../../../ds/DsBlob';
import { DsButton } from '../../../ds/DsButton';
import { DsIcon } from '../../../ds/DsIcon';
import { DsSlider } from '../../../ds/DsSlider';
import { PageHeader } from '../../../shell/PageHeader';
import { PageNotice } from '../../../shell/PageNotice';
import { usePageMeta } from '../../../shell/use-page-meta';
import { BlobExportMenu } from './BlobExportMenu';
import { SeedField } from './SeedField';
import { useBlobUrlState } from './use-blob-url-state';
import './blob-generator.css';

/**
 * Blob Generator: Edges and Smoothness sliders, Randomize with its hint, the
 * preview and an Export menu. Extras: the seed shown and editable, the whole state in
 * the URL (a link that cannot be read says so), PNG and CSS clip-path exports.
 */
export default function BlobGeneratorPage() {
  const [state, update, notice] = useBlobUrlState();
  const preview = useRef<DsBlobElement>(null);
  const controlsId = useId();
  const previewId = useId();

  return (
    <>
      <PageHeader meta={usePageMeta()} />
      {notice && <PageNotice>{notice}</PageNotice>}
      <div className="blob-generator">
        <section className="blob-generator__panel blob-generator__preview" aria-labelledby={previewId}>
          <div className="blob-generator__preview-head">
            <h2 id={previewId} className="blob-generator__heading">
              Preview
            </h2>
            <BlobExportMenu preview={preview} />
          </div>
          <div className="blob-generator__stage">
            <DsBlob
              ref={preview}
              className="blob-generator__blob"
              edges={state.edges}
              smoothness={state.smoothness}
              seed={state.seed}
              size={320}
              label={`Blob with ${state.edges} edges, smoothness ${state.smoothness}, seed ${state.seed}`}
            />
          </div>
        </section>
        <section className="blob-generator__panel" aria-labelledby={controlsId}>
          <h2 id={controlsId} className="blob-generator__heading">
            Shape
          </h2>
          <DsSlider
            className="blob-generator__slider"
            label="Edges"
            min={BLOB_EDGES.min}
            max={BLOB_EDGES.max}
            value={state.edges}
            showValue
            ticks="step"
            onInput={event => update({ edges: event.currentTarget.value })}
          />
          <DsSlider
            className="blob-generator__slider"
            label="Smoothness"
            min={BLOB_SMOOTHNESS.min}
            max={BLOB_SMOOTHNESS.max}
            value={state.smoothness}
            showValue
            ticks="step"
            onInput={event => update({ smoothness: event.currentTarget.value })}
          />
          <SeedField seed={state.seed} onSeed={seed => update({ seed })} />
          <div className="blob-generator__randomize">
            <DsButton variant="primary" onClick={() => update({ seed: randomBlobSeed() })}>
              <DsIcon slot="start" name="refresh" />
              Randomize
            </DsButton>
            <p className="blob-generator__hint">
              Not quite it? Keep pressing Randomize until a blob you like turns up.
            </p>
          </div>
        </section>
      </div>
    </>
  );
}
