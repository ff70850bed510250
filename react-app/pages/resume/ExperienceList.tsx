import type { ResumeJob } from '../../../content/resume';

/** The jobs, latest first: role and company, dates and place, what came of the work. */
export function ExperienceList({ jobs }: { jobs: readonly ResumeJob[] }) {
  return (
    <ol className="experience">
      {jobs.map(job => (
        <li key={`${job.company} ${job.dates}`} className="experience__job">
          <h3 className="experience__role">
            {job.role}
            <span className="experience__company"> · {job.company}</span>
          </h3>
          <p className="experience__facts">
            {job.dates} · {job.location}
          </p>
          <ul className="experience__achievements">
            {job.achievements.map(achievement => (
              <li key={achievement}>{achievement}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
