import { scenarios } from '../server/catalog/scenarios';
import { buildPlan, panelOf, questionDomain } from '../server/interviewer/plan';
const ids = process.argv.slice(2, -1); const seed = process.argv[process.argv.length - 1];
for (const s of scenarios.filter(s => ids.includes(s.id))) {
  const plan = buildPlan(s, seed);
  const name = new Map(panelOf(s).map(p => [p.id, `${p.name.split(' ')[0]} (${p.role})`]));
  console.log(`\n## ${s.id} lead=${plan.leadId}`);
  for (const i of plan.items) console.log(`${i.id.padEnd(5)} ${i.kind.slice(0,5)} ${String(questionDomain(s, i)).padEnd(11)} ${name.get(i.participantId)!.padEnd(40)} ${i.text}`);
}
