import { appUrl } from '../../lib/app-url';
import { profile } from '../../../content/profile';
import { resume, resumeChapters, resumeMedia, resumeOpening } from '../../../content/resume';
import { PageHeader } from '../../shell/PageHeader';
import { usePageMeta } from '../../shell/use-page-meta';
import { AudioPlayer } from './audio/AudioPlayer';
import { ChatBanner } from './ChatBanner';
import { DownloadCv } from './DownloadCv';
import { ExperienceList } from './ExperienceList';
import { ResumeIntro } from './ResumeIntro';
import { ResumeSection } from './ResumeSection';
import './resume.css';

/**
 * Resume: the audio player, experience, skills, strategic and leadership, tools,
 * education and links, a chat banner and a sticky Download button. Print-friendly: printing (and
 * the CV PDF, made from this page) hides the player, the banner and the button.
 */
export default function ResumePage() {
  return (
    <div className="resume">
      <DownloadCv />
      <PageHeader meta={usePageMeta()} />
      <ResumeIntro />
      <AudioPlayer
        src={appUrl(resumeMedia.audio.src)}
        title={resumeMedia.audio.title}
        artist={profile.name}
        album={profile.role}
        opening={resumeOpening}
        chapters={resumeChapters}
      />
      <div className="resume__columns">
        <div className="resume__main">
          <ResumeSection id="resume-experience" title="Experience">
            <ExperienceList jobs={resume.experience} />
          </ResumeSection>
          <ResumeSection id="resume-strategic" title="Strategic & Leadership">
            <ul className="resume-list">
              {resume.strategicAndLeadership.map(item => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </ResumeSection>
        </div>
        <div className="resume__aside">
          <ResumeSection id="resume-skills" title="Skills">
            <ul className="tag-list">
              {resume.skills.map(skill => (
                <li key={skill}>{skill}</li>
              ))}
            </ul>
          </ResumeSection>
          <ResumeSection id="resume-tools" title="Tools">
            <ul className="tag-list">
              {resume.tools.map(tool => (
                <li key={tool}>{tool}</li>
              ))}
            </ul>
          </ResumeSection>
          <ResumeSection id="resume-education" title="Education">
            <ul className="education">
              {resume.education.map(item => (
                <li key={item.school}>
                  <strong>{item.degree}</strong>
                  <span>
                    {item.school} · {item.dates}
                  </span>
                </li>
              ))}
            </ul>
          </ResumeSection>
          <ResumeSection id="resume-links" title="Links">
            <ul className="resume-links">
              {resume.links.map(link => (
                <li key={link.href}>
                  <a href={link.href} target="_blank" rel="noopener">
                    {link.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </ResumeSection>
        </div>
      </div>
      <ChatBanner />
    </div>
  );
}
