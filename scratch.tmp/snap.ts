import { scenarios } from '../server/catalog/scenarios';
import { buildPlan } from '../server/interviewer/plan';
import { writeFileSync } from 'node:fs';
const out: Record<string, unknown> = {};
for (const s of scenarios) for (const seed of ['uid-1','uid-2','7c1f0d2e-0b7e-4a57-9a59-3a1f2d4c8b11', `${s.id}-1`, `${s.id}-2`, `${s.id}-3`, 'x', `whole-${s.id}`])
  out[`${s.id}|${seed}`] = buildPlan(s, seed).items.map(i => ({ id: i.id, p: i.participantId, k: i.kind, t: i.text }));
writeFileSync(process.argv[2], JSON.stringify(out, null, 1));
