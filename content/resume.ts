import { profile } from './profile';

/**
 * The resume: SAMPLE content for the person in profile.ts, written to be replaced.
 * The companies, schools and figures below are invented. After editing the chapters' transcripts,
 * the experience or anything else printed on the CV, run `npm run make:resume-media` to regenerate
 * the audio and the PDF (see the README).
 */

/** A resume chapter: time in seconds and label, plus the words spoken in that chapter. */
export interface ResumeChapter {
  /** Where the chapter starts in the audio, in whole seconds. */
  time: number;
  /** The chapter button's label (spelled exactly as shown). */
  label: string;
  /** The spoken script of the chapter: synthesised into the audio, shown as the transcript. */
  transcript: string;
}

export interface ResumeJob {
  company: string;
  role: string;
  /** As printed, e.g. "2021 – Present". */
  dates: string;
  location: string;
  /** Two to four results, each one sentence. */
  achievements: readonly string[];
}

export interface ResumeEducation {
  school: string;
  degree: string;
  dates: string;
}

export interface ResumeLink {
  label: string;
  href: string;
}

/** The audio chapters: each starts exactly at its time in the audio file. */
export const resumeChapters: readonly ResumeChapter[] = [
  {
    time: 10,
    label: 'Intro',
    transcript:
      'I am a product and UX designer with about nine years of practice. I started in a small studio in Berlin, drawing websites and campaign pages, and slowly moved towards the harder problems behind them: how people find their way through a product, why they give up, and what would make them come back. ' +
      'Since then I have designed a courier app that drivers use on the road, a booking flow for a health provider, and, for the last few years, an analytics product for data teams. ' +
      'Today I lead design work on complex tools, from the first research interview to the last detail that ships. ' +
      'I like to work in the open. I share rough sketches early, I test with real people every week, and I write down why we chose what we chose, so that the next person does not have to guess. ' +
      'I also built and run a design system, which taught me to think about an interface as a language that a whole team speaks, not as a pile of screens. ' +
      'Outside of work I teach a short evening course on accessible design, and I am still surprised every time by how much a student notices that I no longer see. ' +
      'In this recording you will hear how I plan my time, how much I code, how I work with a team, and the one question I ask myself before every project. ' +
      'Use the chapter buttons to jump straight to the part you care about.',
  },
  {
    time: 120,
    label: 'Time Managment',
    transcript:
      'I plan in weeks, not in days. On Monday morning I choose the two outcomes that matter most that week, and I protect my mornings for deep work on them. ' +
      'Meetings go to the afternoon, and every meeting I run has a written goal. ' +
      'When a deadline moves, I cut the scope before I cut the quality, and I say so early, with options, so that nobody is surprised on the last day. ' +
      'On Friday I look back at what actually happened, and I adjust the next plan.',
  },
  {
    time: 160,
    label: 'Coding',
    transcript:
      'I write front end code every week. I build prototypes in HTML, CSS and TypeScript, I keep the design tokens of our system in code, ' +
      'and I can read a pull request well enough to review the details that matter to people. ' +
      'Knowing the material makes my designs cheaper to build and easier to change.',
  },
  {
    time: 185,
    label: 'Team player',
    transcript:
      'I sit with engineers, researchers and product managers, not behind them. I run short critiques, I ask for feedback while the work is still rough, ' +
      'and I give credit loudly. When we disagree, we test instead of arguing. ' +
      'The best ideas on my teams rarely came from me.',
  },
  {
    time: 212,
    label: 'Big Question',
    transcript:
      'Before every project I ask one question: what would change for the people who use this, if we get it right? ' +
      'If nobody can answer it, that is where the work starts. If we can answer it, it becomes the measure of everything we ship. ' +
      'Thank you for listening. Whether you are hiring, or you have a product that people struggle with, I would love to hear from you.',
  },
];

/** Spoken before the first chapter (0 to 10 s), so pressing Listen is answered at once. */
export const resumeOpening = `Hello, this is ${profile.name}. Welcome to my audio resume.`;

/** A chapter is highlighted while the playhead is within this many seconds of its start. */
export const CHAPTER_HIGHLIGHT_WINDOW_S = 10;

/** File names come from the person's name: renaming the person renames the files the script writes. */
const fileStem = profile.name.trim().replace(/\s+/g, '-');

/** The committed media files (in public/), written by `npm run make:resume-media`. */
export const resumeMedia = {
  audio: {
    src: `/resume/${fileStem.toLowerCase()}-resume.mp3`,
    type: 'audio/mpeg',
    title: `${profile.name}: audio resume`,
  },
  cv: {
    href: `/resume/${fileStem}-CV.pdf`,
    /** The name the browser saves the PDF under. */
    downloadName: `${profile.name} CV.pdf`,
  },
} as const;

export const resume = {
  name: profile.name,
  role: profile.role,
  location: 'Lisbon, Portugal · open to remote work',
  summary:
    'Product and UX designer who turns tangled workflows into calm, usable tools. Nine years across agency, start-up and ' +
    'in-house teams; leads research, interaction design and a design system used by six product teams.',
  experience: [
    {
      company: 'Northwind Analytics',
      role: 'Lead Product Designer',
      dates: '2022 – Present',
      location: 'Remote',
      achievements: [
        'Redesigned the reporting workspace in weekly tests with customers: a first report now takes 9 minutes, not 25.',
        'Built and runs the Dotline design system: 40 components used by six product teams.',
        'Coaches four designers through critiques, pairing and a shared research calendar.',
      ],
    },
    {
      company: 'Harbour Health',
      role: 'Senior UX Designer',
      dates: '2019 – 2022',
      location: 'Lisbon, Portugal',
      achievements: [
        'Led the patient booking flow from research to launch; completed bookings rose by 18 %.',
        'Introduced accessibility reviews in every sprint; the app passed its first WCAG 2.1 AA audit.',
        'Ran 60 interviews with clinic staff and turned them into a shared journey map.',
      ],
    },
    {
      company: 'Parcel & Pine',
      role: 'Product Designer',
      dates: '2017 – 2019',
      location: 'Porto, Portugal',
      achievements: [
        'Designed the courier app used on 900 daily routes, tested on the road with drivers.',
        'Cut support tickets about delivery slots by a third with clearer status messages.',
      ],
    },
    {
      company: 'Studio Kite',
      role: 'UI Designer',
      dates: '2015 – 2017',
      location: 'Berlin, Germany',
      achievements: [
        'Designed websites and campaign pages for 20 clients in retail and culture.',
        'Started the studio’s first pattern library, shared by designers and developers.',
      ],
    },
  ] satisfies readonly ResumeJob[],
  skills: [
    'User research',
    'Interaction design',
    'Information architecture',
    'Prototyping',
    'Usability testing',
    'Design systems',
    'Accessibility (WCAG 2.2)',
    'Visual design',
    'HTML, CSS and TypeScript',
  ],
  strategicAndLeadership: [
    'Sets design direction with product and engineering leads, from discovery to roadmap.',
    'Mentors designers and runs weekly critiques.',
    'Turns research into decisions: opportunity maps, success metrics, trade-offs written down.',
    'Speaks for the customer in planning, with evidence.',
  ],
  tools: ['Figma', 'FigJam', 'Storybook', 'VS Code', 'Git', 'Maze', 'Dovetail', 'Jira', 'Notion'],
  education: [
    { school: 'Atlantic College of Design', degree: 'MA Communication Design', dates: '2013 – 2015' },
    { school: 'Open UX Institute', degree: 'Certificate in Interaction Design', dates: '2018' },
  ] satisfies readonly ResumeEducation[],
  links: [
    { label: 'Professional profile', href: profile.links.profile },
    { label: 'Portfolio', href: profile.links.portfolio },
    { label: 'Design community', href: profile.links.community },
    { label: 'Reserve 15-Minute Call', href: profile.links.booking },
    { label: 'Message Me', href: profile.links.messaging },
  ] satisfies readonly ResumeLink[],
} as const;
