import { useState } from 'react';
import { parseBlobSeed } from '../../../../elements/blob/geometry';
import { DsTextField } from '../../../ds/DsTextField';
import { SEED_ERROR } from './blob-state';

/**
 * The seed as editable text. A whole number 0–4294967295 redraws the blob at once; anything else
 * keeps the last blob and says what is expected. A new seed from outside (Randomize) replaces the text.
 */
export function SeedField({ seed, onSeed }: { seed: number; onSeed: (seed: number) => void }) {
  const [text, setText] = useState(String(seed));
  const [error, setError] = useState('');
  const [shownSeed, setShownSeed] = useState(seed);
  if (seed !== shownSeed) {
    // A seed from outside: adjust during render (no effect, no flash of the old text).
    setShownSeed(seed);
    if (parseBlobSeed(text) !== seed) {
      setText(String(seed));
      setError('');
    }
  }

  return (
    <DsTextField
      className="blob-generator__seed"
      label="Seed"
      helpText="The same seed, edges and smoothness always draw the same blob."
      value={text}
      errorText={error}
      autocomplete="off"
      onInput={event => {
        const next = event.currentTarget.value;
        setText(next);
        const parsed = parseBlobSeed(next);
        setError(parsed === null ? SEED_ERROR : '');
        if (parsed !== null && parsed !== seed) onSeed(parsed);
      }}
    />
  );
}
