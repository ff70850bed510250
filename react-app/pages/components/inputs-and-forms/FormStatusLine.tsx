import { describeFormStatus, type FormStatus } from './use-form-state';

/** The form state in one compact line: pristine/dirty, touched, validity, submitted, submit count. */
export function FormStatusLine({ status }: { status: FormStatus }) {
  return (
    <div className="form-status">
      <span className="form-status__title">Form state</span>
      <dl className="form-status__list">
        {describeFormStatus(status).map(part => (
          <div key={part.label} className="form-status__item" data-part={part.label}>
            <dt>{part.label}</dt>
            <dd>{part.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
