import { profile } from '../../../content/profile';
import { resume } from '../../../content/resume';

/** Who this is: name, role, where, the summary, and how to reach them. */
export function ResumeIntro() {
  return (
    <section className="resume-intro" aria-label="Summary">
      <p className="resume-intro__name">{resume.name}</p>
      <p className="resume-intro__role">
        {resume.role} · {resume.location}
      </p>
      <p className="resume-intro__summary">{resume.summary}</p>
      <ul className="resume-intro__contact">
        <li>
          <a href={`mailto:${profile.email}`}>{profile.email}</a>
        </li>
        <li>
          <a href={`tel:${profile.phone.replace(/\s+/g, '')}`}>{profile.phone}</a>
        </li>
      </ul>
    </section>
  );
}
