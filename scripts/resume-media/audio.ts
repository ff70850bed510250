// The resume audio: each chapter's transcript spoken by espeak-ng, trimmed and placed by sox so it
// starts exactly at the chapter's time, encoded by lame as a small constant-bitrate mono MP3 (CBR:
// browsers seek in it exactly). Then the MP3 is decoded again and the start of speech after every
// chapter time is measured from the waveform.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { resumeChapters, resumeMedia, resumeOpening } from '../../content/resume';
import { profile } from '../../content/profile';
import { planTimeline, type Segment } from './timeline';
import { parseWav, soundEnd, soundOnset } from './wav';

/** espeak-ng's American English with a female voice variant, at a calm 150 words a minute. */
const VOICE = ['-v', 'en-us+f3', '-s', '150'];
/** 32 kbit/s mono: about 240 kB a minute, clear enough for speech. */
const LAME = ['--cbr', '-b', '32', '-m', 'm', '-q', '2', '--resample', '22.05'];
/** Where the greeting starts (s): a breath of silence first. */
const OPENING_AT = 0.5;
/** A chapter's speech must start within this long after its time (s), and nothing louder before it. */
const ONSET_TOLERANCE_S = 0.1;

const run = (command: string, args: readonly string[]) =>
  execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

function requireTools() {
  const missing = ['espeak-ng', 'sox', 'lame'].filter(tool => {
    try {
      run('sh', ['-c', `command -v ${tool}`]);
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length) throw new Error(`Missing ${missing.join(', ')}: apt-get install -y espeak-ng sox lame`);
}

const seconds = (file: string) => Number(run('sox', ['--i', '-D', file]).trim());
const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

export function makeAudio(root: string) {
  requireTools();
  const work = join(root, '.tmp/resume-media/audio');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const texts = [
    { label: 'Opening', start: OPENING_AT, text: resumeOpening },
    ...resumeChapters.map(c => ({ label: c.label, start: c.time, text: c.transcript })),
  ];

  // speak each segment and trim its silence at both ends, so its first sound is its start
  const segments: (Segment & { file: string })[] = texts.map(({ label, start, text }, i) => {
    const spoken = join(work, `${i}-spoken.wav`);
    const file = join(work, `${i}-trimmed.wav`);
    run('espeak-ng', [...VOICE, '-w', spoken, text]);
    run('sox', [spoken, file, 'silence', '1', '0.01', '-45d', 'reverse', 'silence', '1', '0.01', '-45d', 'reverse']);
    return { label, start, duration: seconds(file), file };
  });

  const { placed, leadIn, total } = planTimeline(segments);
  const padded = placed.map((segment, i) => {
    const file = join(work, `${i}-placed.wav`);
    const before = i === 0 ? leadIn : 0;
    run('sox', [segments[i]!.file, file, 'pad', String(before), String(segment.silenceAfter)]);
    return file;
  });
  const joined = join(work, 'joined.wav');
  run('sox', [...padded, joined, 'gain', '-n', '-1']);

  const out = join(root, 'public', resumeMedia.audio.src);
  mkdirSync(join(out, '..'), { recursive: true });
  run('lame', [
    ...LAME,
    '--silent',
    '--tt',
    resumeMedia.audio.title,
    '--ta',
    profile.name,
    '--tl',
    profile.role,
    joined,
    out,
  ]);
  console.log(`${resumeMedia.audio.src}: ${statSync(out).size} bytes, planned ${total.toFixed(2)} s`);
  for (const s of placed) console.log(`  ${s.label}: ${s.start} s + ${s.duration.toFixed(2)} s of speech`);
  checkAudio(root);
}

/**
 * Decodes the committed MP3 and measures, from the waveform, when sound starts after each chapter's
 * time (searching from 1 s before it, so speech that came early would show). Throws when one is off.
 */
export function checkAudio(root: string) {
  const mp3 = join(root, 'public', resumeMedia.audio.src);
  const wav = join(root, '.tmp/resume-media/decoded.wav');
  mkdirSync(join(wav, '..'), { recursive: true });
  run('lame', ['--decode', '--silent', mp3, wav]);
  const pcm = parseWav(readFileSync(wav));
  const duration = pcm.samples.length / pcm.sampleRate;
  console.log(
    `${resumeMedia.audio.src}: ${statSync(mp3).size} bytes, ${duration.toFixed(2)} s (${clock(duration)}), ` +
      `sound ends at ${soundEnd(pcm).toFixed(2)} s`,
  );
  const problems: string[] = [];
  for (const chapter of resumeChapters) {
    const onset = soundOnset(pcm, chapter.time - 1);
    const shown =
      onset === null
        ? 'none'
        : `${onset.toFixed(2)} s (${(onset - chapter.time >= 0 ? '+' : '') + (onset - chapter.time).toFixed(2)})`;
    console.log(`  ${clock(chapter.time)} ${chapter.label}: speech starts at ${shown}`);
    if (onset === null || onset < chapter.time - 0.01 || onset > chapter.time + ONSET_TOLERANCE_S) {
      problems.push(`${chapter.label} starts at ${shown}, not at ${chapter.time} s`);
    }
  }
  if (problems.length) throw new Error(problems.join('\n'));
}
