import { describe, expect, it } from 'vitest';
import { CV_LIMITS, readCv } from '../../../server/postings/cv';
import { CANDIDATE_CVS } from '../interviewer/cvs';

/** Maya's CV for the senior Go posting: bullets under roles and a skills list. */
const CV = CANDIDATE_CVS.find((c) => c.posting === '01-senior-backend-go')!.text;

const POSTING_SKILLS = ['Go', 'PostgreSQL', 'Kafka', 'Kubernetes', 'Docker', 'gRPC'];

describe('readCv', () => {
  it('lists the roles with company and period', () => {
    const result = readCv(CV, POSTING_SKILLS);
    if (!result.ok) throw new Error(result.error.code);
    expect(result.cv.roles).toEqual([
      { title: 'Senior Software Engineer', company: 'Copperfield Pay', period: 'Mar 2021 – present' },
      { title: 'Software Engineer', company: 'Brindle Logistics', period: '2017 – 2021' },
    ]);
  });

  it("names the posting's skills the CV mentions, in the posting's spelling, and only those", () => {
    const result = readCv(CV, POSTING_SKILLS);
    if (!result.ok) throw new Error(result.error.code);
    expect(new Set(result.cv.matchingSkills)).toEqual(new Set(['Go', 'PostgreSQL', 'Kafka', 'Kubernetes', 'Docker']));
    expect(result.cv.matchingSkills).not.toContain('gRPC');
    expect(result.cv.otherSkills).toEqual(expect.arrayContaining(['Terraform', 'Python', 'React']));
  });

  it('picks experience lines that use those skills, under their role, not the bare skills list', () => {
    const result = readCv(CV, POSTING_SKILLS);
    if (!result.ok) throw new Error(result.error.code);
    const { highlights } = result.cv;
    expect(highlights.length).toBeGreaterThanOrEqual(3);
    expect(highlights.length).toBeLessThanOrEqual(CV_LIMITS.maxHighlights);
    expect(highlights.map((h) => h.text)).not.toContain('Go, Python, PostgreSQL, Kafka, Docker, Kubernetes, Terraform, React');
    const kafka = highlights.find((h) => h.skills.includes('Kafka'));
    expect(kafka?.text).toMatch(/Kafka consumers/);
    expect(kafka?.role).toBe('Senior Software Engineer, Copperfield Pay');
    for (const h of highlights) for (const s of h.skills) expect(h.text.toLowerCase()).toContain(s.toLowerCase());
  });

  it('rejects an empty or oversized CV with a clear error', () => {
    for (const bad of ['', '   ', undefined, 7]) {
      const result = readCv(bad, POSTING_SKILLS);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('empty');
    }
    const long = readCv('x'.repeat(CV_LIMITS.maxChars + 1), POSTING_SKILLS);
    expect(long.ok ? null : long.error.code).toBe('too_long');
  });
});
