import { ApiReference } from '../../docs/ApiReference';
import { PageHeader } from '../../shell/PageHeader';
import { usePageMeta } from '../../shell/use-page-meta';
import { FeedbackForm } from './inputs-and-forms/FeedbackForm';
import { FileInputDemo } from './inputs-and-forms/FileInputDemo';
import { LanguageDemo } from './inputs-and-forms/LanguageDemo';
import { NumberFieldDemo } from './inputs-and-forms/NumberFieldDemo';
import { PasswordCard } from './inputs-and-forms/PasswordCard';
import { SelectDemo } from './inputs-and-forms/SelectDemo';
import { SubscribeField } from './inputs-and-forms/SubscribeField';
import './inputs-and-forms/inputs-and-forms.css';

const ELEMENTS = [
  'ds-text-field',
  'ds-select',
  'ds-option',
  'ds-option-group',
  'ds-file-input',
  'ds-number-field',
  'ds-button',
];

/** Input & Forms: a text field, selects, a password-change card and a feedback form; nothing leaves the browser. */
export default function InputsAndFormsPage() {
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <SubscribeField />
      <SelectDemo />
      <NumberFieldDemo />
      <div className="forms-grid">
        <PasswordCard />
        <FeedbackForm />
      </div>
      <LanguageDemo />
      <FileInputDemo />
      <ApiReference tags={ELEMENTS} />
    </>
  );
}
