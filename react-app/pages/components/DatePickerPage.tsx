import { ApiReference } from '../../docs/ApiReference';
import { DemoGrid } from '../../docs/DemoSection';
import { PageHeader } from '../../shell/PageHeader';
import { usePageMeta } from '../../shell/use-page-meta';
import { DateLanguageDemo } from './date-picker/DateLanguageDemo';
import { FormDemo, LimitsDemo, StatesDemo } from './date-picker/DatePickerDemos';
import './date-picker/date-picker.css';

/** Date Picker: the field's states, limits and unavailable days, a form, four languages, the API. */
export default function DatePickerPage() {
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <DemoGrid>
        <StatesDemo />
        <LimitsDemo />
        <FormDemo />
        <DateLanguageDemo />
      </DemoGrid>
      <ApiReference tags={['ds-date-picker']} />
    </>
  );
}
