import { useState } from 'react';
import { parseRawData } from '../../../../elements/dot-grid/dot-grid-model';
import { DsButton } from '../../../ds/DsButton';
import { DsTextField } from '../../../ds/DsTextField';

/** Import raw data: indexes 0–255, as Copy Raw Data gives them. A bad item leaves the drawing as it is. */
export function RawDataImport({ onImport }: { onImport: (dots: number[]) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = parseRawData(text);
    if (!result.ok) {
      setError(`"${result.bad}" is not a dot number from 0 to 255. Your drawing is unchanged.`);
      return;
    }
    setError('');
    onImport(result.dots);
  };

  return (
    <form className="dim-import" onSubmit={submit} noValidate>
      <DsTextField
        label="Raw data"
        placeholder="e.g. 0, 17, 34"
        helpText="Dot numbers 0–255, as Copy Raw Data gives them."
        errorText={error}
        value={text}
        onInput={e => {
          setText(e.currentTarget.value);
          if (error) setError('');
        }}
      />
      <DsButton type="submit" variant="outline">
        Import
      </DsButton>
    </form>
  );
}
