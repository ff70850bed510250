import { ApiReference } from '../../docs/ApiReference';
import { PageHeader } from '../../shell/PageHeader';
import { usePageMeta } from '../../shell/use-page-meta';
import { ChoicesForm } from './checkbox-switchers/ChoicesForm';

const ELEMENTS = ['ds-checkbox', 'ds-switch', 'ds-radio-group', 'ds-radio', 'ds-checkbox-group'];

/** Checkbox & Radio: checkboxes, a switch, radio groups and button pickers in one resettable form. */
export default function CheckboxSwitchersPage() {
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <ChoicesForm />
      <ApiReference tags={ELEMENTS} />
    </>
  );
}
