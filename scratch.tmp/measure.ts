import { scenarios } from '../server/catalog/scenarios';
import { buildPlan, mainItems, panelOf } from '../server/interviewer/plan';
import { interviewerSide, questionSide } from './classify';

const SEEDS = ['uid-1', 'uid-2', '7c1f0d2e-0b7e-4a57-9a59-3a1f2d4c8b11'];
let total = 0, fit = 0, strict = 0, strictFit = 0;
const bySide: Record<string, [number, number]> = { technical: [0, 0], people: [0, 0], either: [0, 0] };
const verbose = process.argv.includes('-v');
for (const s of scenarios) {
  const panel = panelOf(s);
  const side = new Map(panel.map((p) => [p.id, interviewerSide(p.role)]));
  let sFit = 0, sTot = 0;
  for (const seed of SEEDS) {
    const plan = buildPlan(s, seed);
    for (const item of mainItems(plan)) {
      const q = questionSide(item, s);
      const asker = side.get(item.participantId)!;
      const has = (x: string) => panel.some((p) => side.get(p.id) === x);
      const ok = q === 'either' || asker === q || (!has(q) && item.participantId === plan.leadId);
      total++; sTot++; bySide[q][0]++;
      if (ok) { fit++; sFit++; bySide[q][1]++; }
      if (q !== 'either') { strict++; if (ok) strictFit++; }
      if (!ok && verbose) console.log(`  MISFIT ${s.id} [${q}] -> ${item.participantId}: ${item.text.slice(0, 110)}`);
    }
  }
  if (process.argv.includes('-s')) console.log(`${s.id.padEnd(48)} ${sFit}/${sTot}`);
}
console.log(`fit ${fit}/${total} = ${(100 * fit / total).toFixed(1)}%; excluding 'either': ${strictFit}/${strict} = ${(100 * strictFit / strict).toFixed(1)}%`);
console.log(`by question side: ${JSON.stringify(bySide)}`);
