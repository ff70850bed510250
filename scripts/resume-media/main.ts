// Entry of `npm run make:resume-media` (see scripts/make-resume-media.mjs).
import { checkAudio, makeAudio } from './audio';
import { makePdf } from './pdf';

export async function main(root: string, args: readonly string[]) {
  const known = ['--audio', '--pdf', '--check'];
  const unknown = args.filter(a => !known.includes(a));
  if (unknown.length) throw new Error(`Unknown option ${unknown.join(' ')}; use ${known.join(', ')}`);
  if (args.includes('--check')) {
    checkAudio(root);
    return;
  }
  const all = !args.includes('--audio') && !args.includes('--pdf');
  if (all || args.includes('--audio')) makeAudio(root);
  if (all || args.includes('--pdf')) await makePdf(root);
}
