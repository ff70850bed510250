import { useState } from 'react';
import { mirrorModes, type MirrorMode } from '../../../../elements/dot-grid/dot-grid-model';
import { dotIconPresets } from '../../../../content/dot-icon-presets';
import { DsButton } from '../../../ds/DsButton';
import { DsDotGrid } from '../../../ds/DsDotGrid';
import { DsRadio } from '../../../ds/DsRadio';
import { DsRadioGroup } from '../../../ds/DsRadioGroup';
import { PageHeader } from '../../../shell/PageHeader';
import { PageNotice } from '../../../shell/PageNotice';
import { usePageMeta } from '../../../shell/use-page-meta';
import type { IconPngColour } from './icon-export';
import { IconExportMenu, PngColourChoice } from './IconExportMenu';
import { IconPreview } from './IconPreview';
import { RawDataImport } from './RawDataImport';
import { useIconDrawing } from './use-icon-drawing';
import './dot-icon-maker.css';

const MIRROR_LABELS: Record<MirrorMode, string> = {
  none: 'Off',
  horizontal: 'Left–right',
  vertical: 'Top–bottom',
  both: 'Both',
};

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const MOD = isMac ? '⌘' : 'Ctrl+';

/** Icon Creator: draw on a 16 × 16 dot grid, presets, Clear, eraser, Preview and Export. */
export default function DotIconMakerPage() {
  const drawing = useIconDrawing();
  const [eraser, setEraser] = useState(false);
  const [guides, setGuides] = useState(false);
  const [mirror, setMirror] = useState<MirrorMode>('none');
  const [pngColour, setPngColour] = useState<IconPngColour>('accent');
  const count = drawing.dots.length;

  return (
    <>
      <PageHeader meta={usePageMeta()} />
      {drawing.badLink && (
        <PageNotice>The drawing in this link could not be read, so the grid starts empty.</PageNotice>
      )}
      <div className="dim-layout">
        <section className="dim-card dim-editor" aria-labelledby="dim-draw-title">
          <h2 id="dim-draw-title" className="dim-card__title">
            Draw
          </h2>
          <div className="dim-toolbar" role="group" aria-label="Drawing tools">
            <DsButton
              variant="outline"
              size="small"
              disabled={!drawing.canUndo}
              title={`Undo (${MOD}Z)`}
              onClick={drawing.undo}
            >
              Undo
            </DsButton>
            <DsButton
              variant="outline"
              size="small"
              disabled={!drawing.canRedo}
              title={`Redo (${isMac ? '⇧⌘Z' : 'Ctrl+Shift+Z'})`}
              onClick={drawing.redo}
            >
              Redo
            </DsButton>
            <DsButton
              variant="outline"
              size="small"
              toggle
              pressed={eraser}
              onChange={e => setEraser(e.currentTarget.pressed)}
            >
              Eraser
            </DsButton>
            <DsButton
              variant="outline"
              size="small"
              toggle
              pressed={guides}
              onChange={e => setGuides(e.currentTarget.pressed)}
            >
              Guides
            </DsButton>
            <DsButton
              variant="outline"
              size="small"
              onClick={() => {
                drawing.set('');
                setEraser(false);
              }}
            >
              Clear
            </DsButton>
          </div>
          <DsDotGrid
            className="dim-grid"
            label="Icon drawing"
            value={drawing.value}
            eraser={eraser}
            guides={guides}
            mirror={mirror}
            onInput={e => drawing.draw(e.currentTarget.value)}
            onChange={e => drawing.set(e.currentTarget.value)}
          />
          <p className="dim-hint">
            Click a dot to toggle it, drag to paint. Keyboard: arrows move, Space toggles, Shift+arrows paint.
          </p>
          <DsRadioGroup
            label="Mirror"
            appearance="buttons"
            value={mirror}
            onChange={e => {
              const mode = mirrorModes.find(m => m === e.currentTarget.value);
              if (mode) setMirror(mode);
            }}
          >
            {mirrorModes.map(mode => (
              <DsRadio key={mode} value={mode}>
                {MIRROR_LABELS[mode]}
              </DsRadio>
            ))}
          </DsRadioGroup>
        </section>

        <div className="dim-side">
          <section className="dim-card" aria-labelledby="dim-presets-title">
            <h2 id="dim-presets-title" className="dim-card__title">
              Presets
            </h2>
            <div className="dim-presets">
              {dotIconPresets.map(preset => (
                <DsButton
                  key={preset.name}
                  variant="secondary"
                  size="small"
                  onClick={() => drawing.set(preset.dots.join(','))}
                >
                  {preset.name}
                </DsButton>
              ))}
            </div>
          </section>

          <section className="dim-card" aria-labelledby="dim-preview-title">
            <div className="dim-card__head">
              <h2 id="dim-preview-title" className="dim-card__title">
                Preview
              </h2>
              <IconExportMenu dots={drawing.dots} pngColour={pngColour} />
            </div>
            <PngColourChoice value={pngColour} onChange={setPngColour} />
            <IconPreview dots={drawing.dots} />
            <p className="dim-count">{count === 1 ? '1 dot' : `${count} dots`}</p>
          </section>

          <section className="dim-card" aria-labelledby="dim-import-title">
            <h2 id="dim-import-title" className="dim-card__title">
              Import
            </h2>
            <RawDataImport onImport={dots => drawing.set(dots.join(','))} />
          </section>
        </div>
      </div>
    </>
  );
}
