import { describe, expect, it } from 'vitest';
import {
  firstName,
  HANDOVER_ANY,
  HANDOVER_BEHAVIOURAL,
  HANDOVER_DATA,
  HANDOVER_DESIGN,
  HANDOVER_LEADERSHIP,
  HANDOVER_NAMED,
  HANDOVER_PEOPLE_TEAM,
  HANDOVER_PRODUCT,
  HANDOVER_QUALITY,
  HANDOVER_SECURITY,
  HANDOVER_TECHNICAL,
  createScriptedBrain,
} from '../../../server/interviewer/brains/scripted';
import { createInterviewer } from '../../../server/interviewer/engine';
import { buildPlan, focusOf, mainItems, panelOf } from '../../../server/interviewer/plan';
import type { JobScenario, Participant, PlanItem } from '../../../server/interviewer/types';
import { collect, goodAnswer, scenarios } from './support';

/**
 * Who asks what, and how the panel hands over. This file reads roles and questions on its own (from job
 * titles and the scenario's words), not with the planner's code, so it checks the planner rather than
 * repeating it.
 */

const SEEDS = ['uid-1', 'uid-2', '7c1f0d2e-0b7e-4a57-9a59-3a1f2d4c8b11'];

type Side = 'technical' | 'people';

/** Craft interviewers (engineers, architects, tech leads, data, ML, security, QA, designers) vs managers, product people and HR. */
function interviewerSide(role: string): Side {
  const core = role.split(',')[0].toLowerCase();
  if (/\b(product (manager|owner|director)|people|hr|recruiter|talent|manager|director|head|vp|officer|team lead)\b|\bchief\b(?! architect)/.test(core)) return 'people';
  if (/\b(engineer|developer|architect|designer|scientist|analyst|researcher|sdet|responder|lead)\b/.test(core)) return 'technical';
  throw new Error(`unclassified role: ${role}`);
}

type Job = 'product' | 'design' | 'management' | 'technical';

function jobOf(s: JobScenario): Job {
  const p = s.position.toLowerCase();
  if (/product manager|product owner/.test(p)) return 'product';
  if (/designer|researcher|\bux\b/.test(p)) return 'design';
  if (/\b(manager|director|head|vp)\b/.test(p)) return 'management';
  return 'technical';
}

const PEOPLE_SKILL =
  /(people|incident|product|stakeholder) management|hiring|leadership|organi[sz]ation design|career|budget|delivery|agile|\bokrs?\b|roadmap|strategy|stakeholder|pricing|partner|\bprds?\b|payments|fraud|developer experience/i;
/** In a product job only these skills are engineering; discovery, experiments and tools are product work. */
const PRODUCT_JOB_TECH_SKILL = /\bsql\b|\bapi\b|openapi|webhook/i;
const PEOPLE_TEXT =
  /\bmanag(e|es|ing) (a |the )?(team|engineers|managers)|\bmanaging engineers|\blead(ing)? (a |an |the )?(\S+ ){0,2}(team|managers|large teams)\b|\bhir(e|es|ing)\b|career|one-to-ones|feedback|mentor|coach|stakeholder|executives|leadership|\borgani[sz]ation\b|budget|headcount|roadmap|strategy|vision|pricing|commercial|partner|product management|experience in product|requirement documents|problem statements|customers?\b|merchant demand|monetisation|subscription products|journalism|curiosity|remote team|performance (issues|process|reviews)|quarterly goals|delivery rhythm|planning and deliver|\bpresent|explain|communicat|collaborat|work (closely )?with|pair with|influenc|without (direct )?authority|with the \w+( and \w+)? teams?\b/i;
const TECH_TEXT =
  /software|technical|\bcode\b|\bapis?\b|\bsql\b|\bdata\b|system|architecture|infrastructure|pipeline|\btest|react|typescript|javascript|java\b|kotlin|swift|\bgo\b|python|django|rails|node|postgres|kafka|spark|kubernetes|terraform|cloud|security|threat|vulnerab|incident|alert|detection|deploy|release|component|frontend|backend|full stack|mobile|android|ios\b|web|browser|performance|latency|model|analy[sz]|dashboard|metrics|sdk|integration|queue|schema|design|usability|figma|prototype|research|accessib|interface|app\b|apps\b|devices?|server|linux|network|monitoring|engineering|programming|automation|experiment|statistic|bug/i;

/** What a main question asks about: craft, people (leadership, product, behaviour), or either. */
function questionSide(item: PlanItem, s: JobScenario): Side | 'either' {
  const job = jobOf(s);
  if (item.theme || item.source.type === 'theme') return 'people';
  if (item.source.type === 'skill') {
    const skill = item.source.skill;
    if (PEOPLE_SKILL.test(skill)) return 'people';
    if (job === 'product') return PRODUCT_JOB_TECH_SKILL.test(skill) ? 'technical' : 'people';
    return 'technical';
  }
  if (item.source.type === 'requirement' || item.source.type === 'responsibility') {
    const text = item.source.text;
    const people = PEOPLE_TEXT.test(text) || (job === 'product' && /a\/b test|experiment|interviews with/i.test(text));
    const tech = TECH_TEXT.test(text) || s.skills.some((k) => text.toLowerCase().includes(k.toLowerCase()));
    if (people && !tech) return 'people';
    if (tech && !people) return 'technical';
  }
  return 'either';
}

/** Correct ways to address a panel member: the full name, as they introduce themselves, or the given name of a two-word name. */
function correctNames(p: Participant): string[] {
  const words = p.name.trim().split(/\s+/);
  const out = new Set([p.name.trim()]);
  if (words.length === 2) out.add(words[0]);
  const intro = /\bI'm ([\p{Lu}][\p{L}'’-]*(?: [\p{Lu}][\p{L}'’-]*)*)/u.exec(p.welcomeMessage ?? '');
  if (intro && (p.name.trim() === intro[1] || p.name.trim().startsWith(`${intro[1]} `))) out.add(intro[1]);
  return [...out];
}

const ESCAPE = /[.*+?^${}()|[\]\\]/g;
const HANDOVER_LINES = new Set([
  ...HANDOVER_TECHNICAL,
  ...HANDOVER_DATA,
  ...HANDOVER_SECURITY,
  ...HANDOVER_QUALITY,
  ...HANDOVER_DESIGN,
  ...HANDOVER_LEADERSHIP,
  ...HANDOVER_PRODUCT,
  ...HANDOVER_BEHAVIOURAL,
  ...HANDOVER_PEOPLE_TEAM,
  ...HANDOVER_ANY,
]);
/** A name: capitalised words ("Tom", "Wei Jie", "Liam O'Connor"). */
const NAME = "(\\p{Lu}[\\p{L}\\p{M}'’-]*(?: \\p{Lu}[\\p{L}\\p{M}'’-]*)*)";
const NAMED = HANDOVER_NAMED.map((t) => new RegExp(`^${t.replace(ESCAPE, '\\$&').replace('\\{name\\}', NAME)}$`, 'u'));

function sentences(text: string): string[] {
  return text.split(/(?<=[.?!])\s+/).filter(Boolean);
}

describe('roles on every catalogue panel', () => {
  it('reads every catalogue interviewer’s focus from their job title', () => {
    for (const s of scenarios) {
      for (const p of s.participants) {
        const expected = interviewerSide(p.role) === 'technical' ? 'technical' : 'behavioural';
        expect(focusOf(p), `${s.id}: ${p.name}, ${p.role}`).toBe(expected);
      }
    }
  });

  it('reads product managers as product people and designers as craft interviewers, whatever the scenario’s own focus says', () => {
    expect(focusOf({ id: 'a', name: 'Olivia Grant', role: 'Senior Product Manager', focus: 'technical' })).toBe('behavioural');
    expect(focusOf({ id: 'b', name: 'Sofia Lindqvist', role: 'Product Designer', focus: 'behavioural' })).toBe('technical');
    expect(focusOf({ id: 'c', name: 'Anjali Mehta', role: 'Chief Architect' })).toBe('technical');
    expect(focusOf({ id: 'd', name: 'Katarzyna Wiśniewska', role: 'Infrastructure Team Lead' })).toBe('behavioural');
    expect(focusOf({ id: 'e', name: 'Callum Fraser', role: 'Design Lead, Everyday Banking' })).toBe('technical');
    expect(focusOf({ id: 'f', name: 'Mei-Lin Zhou', role: 'Head of Product Engineering' })).toBe('behavioural');
  });
});

describe('who asks what, for every catalogue scenario', () => {
  for (const s of scenarios) {
    it(`${s.id}: technical questions to craft interviewers, people, leadership and product ones to managers, product and HR`, () => {
      const panel = panelOf(s);
      const side = new Map(panel.map((p) => [p.id, interviewerSide(p.role)]));
      const has = (x: Side): boolean => panel.some((p) => side.get(p.id) === x);
      for (const seed of SEEDS) {
        const plan = buildPlan(s, seed);
        for (const item of mainItems(plan)) {
          const wanted = questionSide(item, s);
          if (wanted === 'either') continue;
          const fits = has(wanted) ? side.get(item.participantId) === wanted : item.participantId === plan.leadId;
          expect(fits, `${seed} ${item.id} (${wanted}) asked by ${item.participantId}: ${item.text}`).toBe(true);
        }
      }
    });
  }

  it('asks about an experiment or a usability study as what it is, never as a bug hunt', () => {
    for (const s of scenarios) {
      for (const seed of SEEDS) {
        for (const item of mainItems(buildPlan(s, seed))) {
          if (item.source.type === 'skill' && /a\/b|usability/i.test(item.source.skill)) expect(item.text, `${s.id} ${seed}`).not.toMatch(/\bbugs?\b/i);
        }
      }
    }
  });

  it('gives an engineering manager’s plan mostly to the managers, and only craft questions to the staff engineer', () => {
    const s = scenarios.find((x) => x.id === 'engineering-manager-growth-lanternfish');
    if (!s) throw new Error('no lanternfish scenario');
    for (const seed of SEEDS) {
      const main = mainItems(buildPlan(s, seed));
      const staff = main.filter((i) => i.participantId === 'stefan-huber');
      expect(staff.length).toBeGreaterThanOrEqual(1);
      expect(staff.length).toBeLessThan(main.length / 2);
      for (const item of staff) expect(item.kind).toBe('technical');
    }
  });
});

describe('names', () => {
  it('addresses every catalogue interviewer by a correct name', () => {
    for (const s of scenarios) {
      for (const p of s.participants) expect(correctNames(p), `${s.id}: ${p.name}`).toContain(firstName(p.name, p.welcomeMessage));
    }
    expect(firstName('Wei Jie Tan')).toBe('Wei Jie Tan');
    expect(firstName('Wei Jie Tan', "Hi, I'm Wei Jie, a staff engineer.")).toBe('Wei Jie');
    expect(firstName('Fatima Zahra Benali', "Welcome, I'm Fatima Zahra and I lead the data organisation.")).toBe('Fatima Zahra');
    expect(firstName('Tom Gallagher')).toBe('Tom');
    expect(firstName("Liam O'Connor")).toBe('Liam');
    expect(firstName('Mei-Lin Zhou')).toBe('Mei-Lin');
    expect(firstName('Dr Jane Smith')).toBe('Dr Jane Smith');
  });
});

describe('hand-overs in a whole scripted interview, for every catalogue scenario', () => {
  for (const s of scenarios) {
    it(`${s.id}: never the same hand-over sentence twice, and only correct names`, async () => {
      const panel = panelOf(s);
      for (const seed of SEEDS) {
        const interviewer = createInterviewer(s, createScriptedBrain(), seed);
        const plan = interviewer.progress().plan;
        await collect(interviewer.open());
        const said: string[] = [];
        let lastAsker = plan.leadId;
        for (let turn = 0; turn < 40 && !interviewer.finished; turn += 1) {
          const before = interviewer.progress();
          if (before.awaiting?.kind === 'candidate_question') {
            await collect(interviewer.respond("No, that's all, thank you."));
            continue;
          }
          const reply = await collect(interviewer.respond(goodAnswer(before)));
          const now = interviewer.progress().awaiting;
          const item = plan.items.find((i) => i.id === now?.itemId);
          if (!now || !item || (item.kind !== 'technical' && item.kind !== 'behavioural')) continue;
          const asked = reply.filter((u) => u.kind === 'question' && u.participantId === item.participantId).map((u) => u.text).join(' ');
          const at = asked.indexOf(item.text);
          expect(at, `${seed} ${item.id}: the question as planned`).toBeGreaterThanOrEqual(0);
          const lead = sentences(asked.slice(0, at));
          const handover = lead.filter((x) => HANDOVER_LINES.has(x) || NAMED.some((re) => re.test(x)));
          if (item.participantId !== lastAsker) {
            expect(handover.length, `${seed} ${item.id}: a hand-over from ${lastAsker} to ${item.participantId}`).toBeGreaterThan(0);
            const previous = panel.find((p) => p.id === lastAsker);
            for (const x of handover) {
              for (const re of NAMED) {
                const m = re.exec(x);
                if (m && previous) expect(correctNames(previous), `${seed} ${item.id}: "${x}"`).toContain(m[1]);
              }
            }
          } else {
            expect(handover, `${seed} ${item.id}: no hand-over within one interviewer's questions`).toEqual([]);
          }
          // Any panel name said while handing over is said in full or as the person introduces themselves.
          const leadText = lead.join(' ');
          for (const p of panel) {
            const given = p.name.split(/\s+/)[0];
            for (let i = leadText.indexOf(given); i >= 0; i = leadText.indexOf(given, i + 1)) {
              const rest = leadText.slice(i);
              expect(
                correctNames(p).some((n) => rest.startsWith(n) && !/^[\p{L}'’-]/u.test(rest.slice(n.length))),
                `${seed} ${item.id}: "${leadText}" names ${p.name}`,
              ).toBe(true);
            }
          }
          said.push(...handover);
          lastAsker = item.participantId;
        }
        expect(interviewer.finished).toBe(true);
        expect(said.length).toBeGreaterThan(0);
        const repeated = said.filter((x, i) => said.indexOf(x) !== i);
        expect(repeated, `${seed}: hand-over sentences said twice`).toEqual([]);
      }
    });
  }
});
