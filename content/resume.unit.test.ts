import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { profile } from './profile';
import { CHAPTER_HIGHLIGHT_WINDOW_S, resume, resumeChapters, resumeMedia, resumeOpening } from './resume';

const publicDir = join(__dirname, '..', 'public');

describe('resume content', () => {
  it('has the five chapters at their times, with their labels', () => {
    expect(resumeChapters.map(c => [c.time, c.label])).toEqual([
      [10, 'Intro'],
      [120, 'Time Managment'],
      [160, 'Coding'],
      [185, 'Team player'],
      [212, 'Big Question'],
    ]);
  });

  it('keeps the chapters sorted, whole seconds, further apart than the highlight window', () => {
    resumeChapters.forEach((chapter, i) => {
      expect(Number.isInteger(chapter.time) && chapter.time > 0, chapter.label).toBe(true);
      const previous = resumeChapters[i - 1];
      if (previous) expect(chapter.time - previous.time).toBeGreaterThan(2 * CHAPTER_HIGHLIGHT_WINDOW_S);
    });
    expect(CHAPTER_HIGHLIGHT_WINDOW_S).toBe(10);
  });

  it('gives every chapter a spoken transcript of whole sentences', () => {
    for (const chapter of resumeChapters) {
      expect(chapter.transcript.split(' ').length, chapter.label).toBeGreaterThan(20);
      expect(chapter.transcript, chapter.label).toMatch(/^[A-Z].*[.?!]$/);
    }
    expect(resumeOpening).toContain(profile.name);
  });

  it('has exactly four jobs, each with its facts and two to four achievements', () => {
    expect(resume.experience).toHaveLength(4);
    for (const job of resume.experience) {
      for (const fact of [job.company, job.role, job.dates, job.location])
        expect(fact.trim(), job.company).not.toBe('');
      expect(job.achievements.length, job.company).toBeGreaterThanOrEqual(2);
      expect(job.achievements.length, job.company).toBeLessThanOrEqual(4);
    }
  });

  it('fills skills, strategic and leadership, tools, education and links', () => {
    expect(resume.skills.length).toBeGreaterThanOrEqual(5);
    expect(resume.strategicAndLeadership.length).toBeGreaterThanOrEqual(3);
    expect(resume.tools.length).toBeGreaterThanOrEqual(5);
    expect(resume.education.length).toBeGreaterThanOrEqual(1);
    expect(resume.links.map(l => l.href)).toEqual(Object.values(profile.links));
    expect(resume.name).toBe(profile.name);
  });

  it('names the media after the person, and both files are committed in public/', () => {
    expect(resumeMedia.cv.downloadName).toBe('Lena Marsh CV.pdf');
    expect(resumeMedia.cv.href).toBe('/resume/Lena-Marsh-CV.pdf');
    expect(resumeMedia.audio.src).toBe('/resume/lena-marsh-resume.mp3');
    for (const file of [resumeMedia.audio.src, resumeMedia.cv.href]) {
      expect(existsSync(join(publicDir, file)), file).toBe(true);
    }
    // small enough to stream on a phone (32 kbit/s mono)
    expect(statSync(join(publicDir, resumeMedia.audio.src)).size).toBeLessThan(1.5e6);
  });
});
