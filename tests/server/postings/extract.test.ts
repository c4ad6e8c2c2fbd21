import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../openapi/schema.gen';
import { scenarios } from '../../../server/catalog/scenarios';
import { extractPosting, POSTING_LIMITS, type PostingResult } from '../../../server/postings/extract';
import { loadPostings } from './support/corpus';

type JobScenario = components['schemas']['JobScenario'];

/** The contract's JobScenario validator (the catalogue's scenarios pass the same one). */
function scenarioValidator() {
  const document = parse(readFileSync('openapi/openapi.yaml', 'utf8')) as { components: Record<string, unknown> };
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'contract', components: document.components });
  return ajv.compile({ $ref: 'contract#/components/schemas/JobScenario' });
}

const NOW = new Date('2026-11-25T12:00:00Z');
const development = loadPostings('dev');
// Held-out postings are read here only for properties every scenario must have (never to choose rules).
const all = [...development, ...loadPostings('heldout')];

function scenarioOf(text: string): JobScenario {
  const result = extractPosting(text, { now: NOW });
  if (!result.ok) throw new Error(`extraction failed: ${result.error.code}`);
  return result.scenario;
}

const companyName = (c: JobScenario['company']) => (typeof c === 'string' ? c : c.name);

const BACKEND = `Senior Backend Engineer (Go)
Harbourline Freight · Hamburg, Germany (Hybrid) · Full-time

We move containers between 40 ports and need an engineer for our booking platform.

Requirements
- 5+ years of backend development with Go
- Experience with PostgreSQL and Kafka
- Comfortable running services on Kubernetes

Responsibilities
- Build the booking API
- Improve reliability of the settlement jobs

We offer 30 days of holiday.`;

describe('extractPosting: the scenario a caller receives', () => {
  const validate = scenarioValidator();

  it.each(all.map((p) => [p.name, p.text] as const))('%s gives a valid JobScenario', (_name, text) => {
    const scenario = scenarioOf(text);
    expect(validate(scenario), JSON.stringify(validate.errors)).toBe(true);
    expect(scenario.position.trim()).not.toBe('');
    expect(companyName(scenario.company).trim()).not.toBe('');
    expect(scenario.skills.length).toBeGreaterThan(0);
    expect(scenario.requirements.length).toBeGreaterThan(0);
    expect(scenario.isPro).toBe(false);
    expect(scenario.postedDate).toBe(NOW.toISOString());
  });

  it.each(all.map((p) => [p.name, p.text] as const))('%s: every skill is written in the posting', (_name, text) => {
    const scenario = scenarioOf(text);
    const lower = text.toLowerCase();
    for (const skill of scenario.skills) expect(lower, skill).toContain(skill.toLowerCase());
    expect(new Set(scenario.skills.map((s) => s.toLowerCase())).size).toBe(scenario.skills.length);
    expect(scenario.skills.length).toBeLessThanOrEqual(POSTING_LIMITS.maxSkills);
  });

  it.each(all.map((p) => [p.name, p.text] as const))('%s: a panel of 2–3 with a technical and a behavioural interviewer', (_name, text) => {
    const scenario = scenarioOf(text);
    const panel = scenario.participants;
    expect(panel.length).toBeGreaterThanOrEqual(2);
    expect(panel.length).toBeLessThanOrEqual(3);
    expect(new Set(panel.map((p) => p.id)).size).toBe(panel.length);
    expect(new Set(panel.map((p) => p.role)).size).toBe(panel.length);
    expect(panel.some((p) => p.focus === 'technical')).toBe(true);
    expect(panel.some((p) => p.focus === 'behavioural')).toBe(true);
    const firstWordOfCompany = companyName(scenario.company).split(/\s+/)[0];
    for (const p of panel) {
      expect(['female', 'male']).toContain(p.gender);
      expect(p.welcomeMessage).toContain(firstWordOfCompany);
      expect(p.welcomeMessage).toContain(p.name.split(' ')[0]);
    }
  });

  it('lists requirements and responsibilities as sentences, like the catalogue', () => {
    for (const p of development) {
      const scenario = scenarioOf(p.text);
      for (const item of [...scenario.requirements, ...scenario.responsibilities]) expect(item, p.name).toMatch(/^[^a-z].*[.!?]$/s);
    }
  });

  it('gives roles that fit the job family', () => {
    const roles = (name: string) => scenarioOf(development.find((p) => p.name === name)!.text).participants.map((p) => p.role);
    expect(roles('01-senior-backend-go')).toEqual(expect.arrayContaining([expect.stringMatching(/Backend Engineer/), 'Engineering Manager']));
    expect(roles('07-account-executive')).toEqual(expect.arrayContaining([expect.stringMatching(/Account Executive/), 'Head of Sales']));
    expect(roles('08-financial-analyst').join(' ')).toMatch(/Finance/);
    expect(roles('09-hr-generalist').join(' ')).toMatch(/People/);
    expect(roles('10-product-designer-emoji').join(' ')).toMatch(/Design/);
    expect(roles('12-data-science-intern')).toContain('Senior Data Scientist');
  });

  it('reads the header: title, company, place, type, experience, seniority of the panel', () => {
    const scenario = scenarioOf(BACKEND);
    expect(scenario.position).toBe('Senior Backend Engineer (Go)');
    expect(scenario.company).toBe('Harbourline Freight');
    expect(scenario.location).toBe('Hamburg, Germany (Hybrid)');
    expect(scenario.jobType).toBe('Full-time');
    expect(scenario.experience).toBe('5+ years');
    expect(scenario.category).toBe('Backend');
    expect(scenario.skills).toEqual(expect.arrayContaining(['Go', 'PostgreSQL', 'Kafka', 'Kubernetes']));
    expect(scenario.participants).toHaveLength(3);
    expect(scenario.participants[0].role).toBe('Staff Backend Engineer');
  });

  it('writes a title pasted in capitals in title case', () => {
    const scenario = scenarioOf(development.find((p) => p.name === '04-support-allcaps')!.text);
    expect(scenario.position).toBe('Customer Support Specialist');
  });

  it('does not list a skill the posting says is not needed, nor a word of the company name', () => {
    const intern = scenarioOf(development.find((p) => p.name === '12-data-science-intern')!.text);
    expect(intern.skills).not.toContain('Danish');
    const warehouse = scenarioOf(development.find((p) => p.name === '13-operations-manager')!.text);
    expect(warehouse.skills).not.toContain('Logistics');
  });

  it('is deterministic: the same posting gives the same scenario', () => {
    expect(scenarioOf(BACKEND)).toEqual(scenarioOf(BACKEND));
    expect(scenarioOf(BACKEND).id).toMatch(/^posting-[a-z0-9]+$/);
    expect(scenarioOf(BACKEND).id).not.toBe(scenarioOf(`${BACKEND}\nVisa sponsorship available.`).id);
  });
});

const RECIPE = `Grandmother's apple cake

This cake is soft, not too sweet and keeps for three days in a tin. You will need six apples, two hundred grams of flour, three eggs, a cup of sugar and a spoonful of cinnamon.

Peel the apples and cut them into thin slices. Beat the eggs with the sugar until the mixture is pale and thick, then fold in the flour and the cinnamon. Pour half of the batter into a buttered tin, lay the apples on top and cover them with the rest.

Bake for forty minutes at 180 degrees, until a knife comes out clean. Let it cool for ten minutes before you turn it out. Serve with cream or a scoop of vanilla ice cream.`;

const FRENCH = `Développeur Backend Senior (Go)
Nous recherchons un développeur backend expérimenté pour rejoindre notre équipe à Lyon. Vous concevrez des services en Go et PostgreSQL, vous participerez aux revues de code et vous accompagnerez les développeurs juniors.
Profil recherché : au moins cinq ans d'expérience en développement backend, une bonne connaissance de Kafka et de Kubernetes, et l'envie de travailler dans une équipe bienveillante.`;

describe('extractPosting: bad input', () => {
  const expectError = (result: PostingResult, code: string) => {
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe(code);
    expect(result.error.message.length).toBeGreaterThan(10);
  };

  it('rejects empty or missing text', () => {
    expectError(extractPosting(''), 'empty');
    expectError(extractPosting('   \n\t  '), 'empty');
    expectError(extractPosting(undefined), 'empty');
    expectError(extractPosting(42), 'empty');
    expectError(extractPosting({ text: BACKEND }), 'empty');
  });

  it('rejects text too long to be one posting, and text too short to be one', () => {
    expectError(extractPosting(`${BACKEND}\n`.repeat(Math.ceil(POSTING_LIMITS.maxChars / BACKEND.length) + 1)), 'too_long');
    expectError(extractPosting('Senior Backend Engineer. Apply now!'), 'too_short');
  });

  it('rejects text that is not a job posting', () => {
    expectError(extractPosting(RECIPE), 'not_a_posting');
  });

  it('rejects a posting in another language with a clear reason', () => {
    expectError(extractPosting(FRENCH), 'not_english');
  });

  it('changes nothing: the catalogue and the input are left as they were', () => {
    const before = JSON.stringify(scenarios);
    const input = { text: BACKEND };
    for (const text of [BACKEND, RECIPE, FRENCH, '', ...development.map((p) => p.text)]) extractPosting(text, { now: NOW });
    extractPosting(input);
    expect(JSON.stringify(scenarios)).toBe(before);
    expect(input).toEqual({ text: BACKEND });
    const a = scenarioOf(BACKEND);
    a.skills.push('Changed');
    a.participants[0].name = 'Changed';
    expect(scenarioOf(BACKEND).skills).not.toContain('Changed');
    expect(scenarioOf(BACKEND).participants[0].name).not.toBe('Changed');
  });
});

describe('extractPosting: any text', () => {
  it('never throws: pieces, shuffles and odd characters of real postings give a scenario or an error result', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (const p of development) {
      const lines = p.text.split('\n');
      const variants = [
        p.text.slice(0, Math.floor(p.text.length * random())),
        p.text.slice(Math.floor(p.text.length * random())),
        [...lines].sort(() => random() - 0.5).join('\n'),
        p.text.replace(/\n/g, '\r\n'),
        p.text.replace(/\n/g, ' '),
        p.text.toUpperCase(),
        p.text.toLowerCase(),
        `\u200B${p.text}\u00A0\t<br>&amp;`,
      ];
      for (const text of variants) {
        const result = extractPosting(text, { now: NOW });
        if (result.ok) {
          const lower = text.toLowerCase();
          for (const skill of result.scenario.skills) expect(lower).toContain(skill.toLowerCase());
          expect(result.scenario.participants.length).toBeGreaterThanOrEqual(2);
        } else expect(result.error.message).not.toBe('');
      }
    }
  });
});

describe('extractPosting: a posting pasted without its line breaks', () => {
  it('still gives a scenario with the title, skills and requirements', () => {
    const flat = development.find((p) => p.name === '01-senior-backend-go')!.text.replace(/\s*\n\s*/g, ' ');
    const scenario = scenarioOf(flat);
    expect(scenario.position).toBe('Senior Backend Engineer');
    expect(scenario.skills).toEqual(expect.arrayContaining(['Go', 'PostgreSQL', 'Kafka']));
    expect(scenario.requirements.length).toBeGreaterThanOrEqual(2);
  });
});

describe('extractPosting: beyond the lexicon', () => {
  const NURSE = `Registered Nurse - Night Shift
St Aldhelm Community Hospital · Bristol, UK · Full-time

We are looking for a caring Registered Nurse to join our 24-bed surgical ward on nights.

Requirements
- NMC registration
- At least 1 year of post-registration experience in acute care
- Basic Life Support certificate

Benefits
- NHS pension and 27 days annual leave`;

  it('gives a job family it does not know skills from its requirements, and a general panel', () => {
    const scenario = scenarioOf(NURSE);
    expect(scenario.position).toBe('Registered Nurse - Night Shift');
    expect(scenario.skills).toEqual(expect.arrayContaining(['NMC registration', 'acute care']));
    for (const skill of scenario.skills) expect(NURSE.toLowerCase()).toContain(skill.toLowerCase());
    expect(scenario.participants.map((p) => p.role)).toContain('Hiring Manager');
  });

  it('does not take an everyday word in a compound for a skill ("Go-to-market" is not Go)', () => {
    const posting = `Product Marketing Manager
Loomstead · Remote (US) · Full-time

We're hiring a Product Marketing Manager to own how new features reach our customers.

What you'll bring:
- 4+ years in product marketing at a B2B SaaS company
- Experience with Salesforce and HubSpot
- Go-to-market planning experience`;
    const scenario = scenarioOf(posting);
    expect(scenario.skills).not.toContain('Go');
    expect(scenario.skills).toEqual(expect.arrayContaining(['Salesforce', 'HubSpot']));
    expect(scenario.category).toBe('Marketing');
  });
});
