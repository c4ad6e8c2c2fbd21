// Test-side, independent reading of who is who and what a question is about.
import type { JobScenario, Participant, PlanItem } from '../server/interviewer/types';

export type Side = 'technical' | 'people';

/** From the job title alone: craft interviewers vs managers, product people and HR. */
export function interviewerSide(role: string): Side {
  const core = role.split(',')[0].toLowerCase();
  if (/\b(product (manager|owner|director)|people|hr|recruiter|talent|manager|director|head|vp|officer|team lead)\b|\bchief\b(?! architect)/.test(core)) return 'people';
  if (/\b(engineer|developer|architect|designer|scientist|analyst|researcher|sdet|responder|lead)\b/.test(core)) return 'technical';
  throw new Error(`unclassified role: ${role}`);
}

export type Job = 'product' | 'design' | 'management' | 'technical';

export function jobOf(s: JobScenario): Job {
  const p = s.position.toLowerCase();
  if (/product manager|product owner/.test(p)) return 'product';
  if (/designer|researcher|\bux\b/.test(p)) return 'design';
  if (/\b(manager|director|head|vp)\b/.test(p)) return 'management';
  return 'technical';
}

const PEOPLE_SKILL = /(people|incident|product|stakeholder) management|hiring|leadership|organi[sz]ation design|career|budget|delivery|agile|\bokrs?\b|roadmap|strategy|stakeholder|pricing|partner|\bprds?\b|payments|fraud|developer experience/i;
const PRODUCT_JOB_TECH_SKILL = /\bsql\b|\bapi\b|openapi|webhook/i;

const PEOPLE_TEXT =
  /\bmanag(e|es|ing) (a |the )?(team|engineers|managers)|\bmanaging engineers|\blead(ing)? (a |an |the )?(\S+ ){0,2}(team|managers|large teams)\b|\bhir(e|es|ing)\b|career|one-to-ones|feedback|mentor|coach|stakeholder|executives|leadership|\borgani[sz]ation\b|budget|headcount|roadmap|strategy|vision|pricing|commercial|partner|product management|experience in product|requirement documents|problem statements|customers?\b|merchant demand|monetisation|subscription products|journalism|curiosity|remote team|performance (issues|process|reviews)|quarterly goals|delivery rhythm|planning and deliver|\bpresent|explain|communicat|collaborat|work (closely )?with|pair with|influenc|without (direct )?authority/i;
const TECH_TEXT =
  /software|technical|\bcode\b|\bapis?\b|\bsql\b|\bdata\b|system|architecture|infrastructure|pipeline|\btest|react|typescript|javascript|java\b|kotlin|swift|\bgo\b|python|django|rails|node|postgres|kafka|spark|kubernetes|terraform|cloud|security|threat|vulnerab|incident|alert|detection|deploy|release|component|frontend|backend|full stack|mobile|android|ios\b|web|browser|performance|latency|model|analy[sz]|dashboard|metrics|sdk|integration|queue|schema|design|usability|figma|prototype|research|accessib|interface|app\b|apps\b|devices?|server|linux|network|monitoring|engineering|programming|automation|experiment|statistic|bug/i;

/** What a main question asks about: technical craft, people/leadership/product, or either. */
export function questionSide(item: PlanItem, s: JobScenario): Side | 'either' {
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
    const people = PEOPLE_TEXT.test(text);
    const tech = TECH_TEXT.test(text) || s.skills.some((k) => text.toLowerCase().includes(k.toLowerCase()));
    if (people && !tech) return 'people';
    if (tech && !people) return 'technical';
    return 'either';
  }
  return 'either';
}
