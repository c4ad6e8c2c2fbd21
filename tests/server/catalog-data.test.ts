import { describe, expect, it } from 'vitest';
import { scenarios } from '../../server/catalog/scenarios';

const companyName = (company: (typeof scenarios)[number]['company']): string =>
  typeof company === 'string' ? company : company.name;

/** Splits prose into sentences: a terminator followed by whitespace and an upper-case letter. */
const sentences = (text: string): string[] =>
  text
    .trim()
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .filter((s) => s.trim().length > 0);

const RANGE_START = Date.parse('2026-05-01T00:00:00Z');
const RANGE_END = Date.parse('2026-11-20T23:59:59Z');
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SOURCES = ['Company careers page', 'Referral network', 'Curated by JobTalk AI'];
const JOB_TYPES = ['Full-time', 'Contract', 'Part-time'];

describe('job scenario catalogue', () => {
  it('has at least 30 scenarios in at least 6 categories', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(30);
    const categories = new Set(scenarios.map((s) => s.category));
    expect(categories.size).toBeGreaterThanOrEqual(6);
    for (const s of scenarios) expect(s.category.trim()).not.toBe('');
  });

  it('marks between 20 % and 33 % of scenarios as PRO', () => {
    for (const s of scenarios) expect(typeof s.isPro).toBe('boolean');
    const share = scenarios.filter((s) => s.isPro).length / scenarios.length;
    expect(share).toBeGreaterThanOrEqual(0.2);
    expect(share).toBeLessThanOrEqual(0.33);
  });

  it('uses unique, readable slug ids', () => {
    const ids = scenarios.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(SLUG);
  });

  it('uses both company forms, objects with fictional .example websites', () => {
    const asString = scenarios.filter((s) => typeof s.company === 'string');
    const asObject = scenarios.filter((s) => typeof s.company !== 'string');
    expect(asString.length).toBeGreaterThan(0);
    expect(asObject.length).toBeGreaterThan(0);
    for (const s of scenarios) {
      expect(companyName(s.company).trim()).not.toBe('');
      if (typeof s.company !== 'string' && s.company.website !== undefined) {
        expect(new URL(s.company.website).hostname).toMatch(/\.example$/);
      }
    }
  });

  it('fills every descriptive field', () => {
    for (const s of scenarios) {
      for (const field of [s.position, s.location, s.experience, s.salary, s.description]) {
        expect(field.trim(), s.id).not.toBe('');
      }
      expect(JOB_TYPES, s.id).toContain(s.jobType);
      expect(s.description, s.id).not.toMatch(/lorem|ipsum|TODO|TBD|placeholder/i);
    }
  });

  it('lists 4–12 distinct skills per scenario', () => {
    for (const s of scenarios) {
      expect(s.skills.length, s.id).toBeGreaterThanOrEqual(4);
      expect(s.skills.length, s.id).toBeLessThanOrEqual(12);
      expect(new Set(s.skills.map((k) => k.toLowerCase())).size, s.id).toBe(s.skills.length);
      for (const k of s.skills) expect(k.trim(), s.id).not.toBe('');
    }
  });

  it('lists 4–7 requirements and responsibilities, each a sentence', () => {
    for (const s of scenarios) {
      for (const list of [s.requirements, s.responsibilities]) {
        expect(list.length, s.id).toBeGreaterThanOrEqual(4);
        expect(list.length, s.id).toBeLessThanOrEqual(7);
        for (const item of list) expect(item, s.id).toMatch(/^[A-Z].*\.$/);
      }
    }
  });

  it('has descriptions of 3–5 sentences, all different', () => {
    for (const s of scenarios) {
      const n = sentences(s.description).length;
      expect(n, s.id).toBeGreaterThanOrEqual(3);
      expect(n, s.id).toBeLessThanOrEqual(5);
    }
    const descriptions = scenarios.map((s) => s.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('has valid, distinct posted dates between 2026-05-01 and 2026-11-20', () => {
    const times = scenarios.map((s) => {
      expect(s.postedDate, s.id).toMatch(ISO_DATE_TIME);
      const t = Date.parse(s.postedDate);
      expect(Number.isNaN(t), s.id).toBe(false);
      expect(t, s.id).toBeGreaterThanOrEqual(RANGE_START);
      expect(t, s.id).toBeLessThanOrEqual(RANGE_END);
      return t;
    });
    expect(new Set(times).size).toBe(times.length);
  });

  it('carries metadata with a known source and non-empty standards', () => {
    for (const s of scenarios) {
      expect(SOURCES, s.id).toContain(s.metadata.source);
      expect(s.metadata.systemStandards.length, s.id).toBeGreaterThan(0);
      expect(s.metadata.securityCompliance.length, s.id).toBeGreaterThan(0);
    }
  });

  it('has 2–3 interviewers with unique ids, both technical and behavioural', () => {
    for (const s of scenarios) {
      const ps = s.participants;
      expect(ps.length, s.id).toBeGreaterThanOrEqual(2);
      expect(ps.length, s.id).toBeLessThanOrEqual(3);
      expect(new Set(ps.map((p) => p.id)).size, s.id).toBe(ps.length);
      for (const p of ps) {
        expect(p.id, s.id).toMatch(SLUG);
        expect(p.name.trim(), s.id).not.toBe('');
        expect(p.role.trim(), s.id).not.toBe('');
        expect(p.welcomeMessage?.trim() ?? '', `${s.id}/${p.id}`).not.toBe('');
      }
      expect(ps.some((p) => p.focus === 'technical'), s.id).toBe(true);
      expect(ps.some((p) => p.focus === 'behavioural'), s.id).toBe(true);
    }
  });

  it('has welcome messages that mention the company and are all different', () => {
    const messages: string[] = [];
    for (const s of scenarios) {
      const firstWord = companyName(s.company).split(/\s+/)[0];
      for (const p of s.participants) {
        const msg = p.welcomeMessage ?? '';
        expect(msg, `${s.id}/${p.id}`).toContain(firstWord);
        const n = sentences(msg).length;
        expect(n, `${s.id}/${p.id}`).toBeGreaterThanOrEqual(1);
        expect(n, `${s.id}/${p.id}`).toBeLessThanOrEqual(2);
        messages.push(msg);
      }
    }
    expect(new Set(messages).size).toBe(messages.length);
  });
});
