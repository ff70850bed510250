import { useId, type ReactNode } from 'react';

/** One titled part of the resume, named by its heading. */
export function ResumeSection({
  id,
  title,
  className = '',
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section id={id} className={`resume-card ${className}`.trim()} aria-labelledby={headingId}>
      <h2 id={headingId} className="resume-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
