import { scenarios } from '../server/catalog/scenarios';
import { createInterviewer } from '../server/interviewer/engine';
import { createScriptedBrain } from '../server/interviewer/brains/scripted';
import { runGoodInterview } from '../tests/server/interviewer/support';
const OLD = ["I'd like to pick up on the technical side.", "I'll take the next question, it's a technical one.", "Let me jump in with something more technical.", "I'll ask the next one.", "I'd like to switch to how you work with people.", "I'll take the next question.", "Let me pick up from here.", "I'd like to hear about how you work with others."];
const SEEDS = ['uid-1', 'uid-2', '7c1f0d2e-0b7e-4a57-9a59-3a1f2d4c8b11'];
let interviews = 0, withRepeat = 0, handovers = 0, repeats = 0, names = 0, badNames = 0, maxSame = 0;
for (const s of scenarios) for (const seed of SEEDS) {
  const turns = await runGoodInterview(createInterviewer(s, createScriptedBrain(), seed));
  const said = turns.flat().filter(u => u.kind === 'question').flatMap(u => u.text.split(/(?<=[.?!])\s+/));
  const counts = new Map<string, number>();
  for (const x of said) {
    const m = /^(Thanks|Thank you), (\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)*)\.$/u.exec(x);
    if (OLD.includes(x) || m) { handovers++; counts.set(x, (counts.get(x) ?? 0) + 1); }
    if (m) { names++; const p = s.participants.find(p => p.name.startsWith(m[2])); if (!p || (p.name.split(' ').length > 2 && m[2] !== p.name)) { badNames++; console.log('  name', s.id, JSON.stringify(m[2]), '->', p?.name); } }
  }
  interviews++;
  const rep = [...counts.values()].filter(c => c > 1);
  if (rep.length) withRepeat++;
  repeats += rep.reduce((a, c) => a + c - 1, 0);
  maxSame = Math.max(maxSame, ...counts.values());
}
console.log({ interviews, withRepeat, handovers, repeatedSentences: repeats, maxSameSentenceInOneInterview: maxSame, namesSpoken: names, badNames });
