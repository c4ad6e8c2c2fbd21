import { scenarios } from '../server/catalog/scenarios';
import { questionDomain } from '../server/interviewer/plan';
const PEOPLE_DUTY = /\bmentor(ing)?\s+(\S+\s+){0,2}(engineers|designers|developers|analysts|juniors?|colleagues|others|people|staff|testers|scientists|members)\b|\bmentoring\b|coach|\bhir(e|es|ing)\b|\brecruit(s|ing)?\s+(and \w+\s+)?(\S+\s+)?(engineers|staff|people|talent|designers|developers|analysts)\b|feedback|one-to-ones|stakeholder|communicat|\bcollaborat(e|es|ing)\b|partner with|pair with|\bwork (closely )?with\b|influenc|\balign|present|explain|brief|\bteach(es|ing)?\b|train(ing)? (the|other|new)|people|culture|career|grow (a|the)|lead (a|the) team|manage (a|the) team|without (direct )?authority|executives/i;
const craft = new Set(['engineering','data','security','quality','design']);
for (const s of scenarios) {
  const lines: string[] = [];
  const check = (type: 'requirement'|'responsibility', text: string, index: number) => {
    const d = questionDomain(s, { id: 'x', kind: 'technical', participantId: '', text: '', alt: '', topic: '', keywords: [], skills: [], source: { type, index, text } } as never);
    const before = PEOPLE_DUTY.test(text) ? 'people' : 'craft';
    const after = d === 'people' && PEOPLE_DUTY.test(text) ? 'people' : craft.has(d) ? 'craft' : `job:${d}`;
    if (before !== after || process.argv.includes('-a')) lines.push(`  ${type[0]} ${before}->${after} (${d}): ${text}`);
  };
  s.requirements.forEach((t, i) => check('requirement', t, i));
  s.responsibilities.forEach((t, i) => check('responsibility', t, i));
  if (lines.length) console.log(s.id + '\n' + lines.join('\n'));
}
