import { ApiReference } from '../../docs/ApiReference';
import { DemoGrid } from '../../docs/DemoSection';
import { PageHeader } from '../../shell/PageHeader';
import { usePageMeta } from '../../shell/use-page-meta';
import { ComboboxLanguageDemo } from './combobox/ComboboxLanguageDemo';
import { CustomDemo } from './combobox/CustomDemo';
import { FilterDemo } from './combobox/FilterDemo';
import { LongListDemo } from './combobox/LongListDemo';
import { MultipleDemo } from './combobox/MultipleDemo';
import { RemoteDemo } from './combobox/RemoteDemo';
import { StatesDemo } from './combobox/StatesDemo';
import './combobox/combobox.css';

/** Combobox: filtering, several values, free text, remote options, 10,000 options, the states and the page language. */
export default function ComboboxPage() {
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <DemoGrid>
        <FilterDemo />
        <MultipleDemo />
        <CustomDemo />
        <RemoteDemo />
        <StatesDemo />
        <LongListDemo />
        <ComboboxLanguageDemo />
      </DemoGrid>
      <ApiReference tags={['ds-combobox', 'ds-option', 'ds-option-group']} />
    </>
  );
}
