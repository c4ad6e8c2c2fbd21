import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../../openapi/schema.gen';
import { extractPosting } from '../../../server/postings/extract';
import { checkedAgainstPosting, readingOf } from '../../../server/postings/llm';
import { bearer, signedInUser } from '../support/accounts';
import { useHarness } from '../support/harness';
import { startHttpServer, type LocalHttpServer } from '../support/localServers';

type JobScenario = components['schemas']['JobScenario'];

const POSTING = [
  'Data Platform Engineer',
  'Fernbrook Analytics — Leeds, UK (hybrid)',
  '',
  'About the role',
  'We are hiring a Data Platform Engineer to look after the pipelines that feed our reporting for hospitals.',
  '',
  'What you will do',
  '- Build and run batch pipelines in Apache Airflow and dbt',
  '- Keep our Snowflake warehouse fast, tidy and cheap',
  '- Work with analysts on data models for the clinical dashboards',
  '',
  'What we are looking for',
  '- 3+ years of Python in production',
  '- Strong SQL and experience with dbt',
  '- Experience running Airflow or a similar scheduler',
  '- Terraform for cloud infrastructure is a plus',
].join('\n');

/** A reading as a model would give it: mostly the posting's, with things it does not say mixed in. */
const READING = {
  position: 'Data Platform Engineer',
  company: 'Fernbrook Analytics',
  location: 'Leeds, UK',
  skills: ['Python', 'SQL', 'dbt', 'Apache Airflow', 'Snowflake', 'Terraform', 'Kubernetes', 'Spark', 'python'],
  requirements: [
    '3+ years of Python in production',
    'Strong SQL and experience with dbt',
    'A PhD in machine learning and ten years of Kubernetes administration',
  ],
  responsibilities: ['Build and run batch pipelines in Apache Airflow and dbt', 'Keep our Snowflake warehouse fast, tidy and cheap'],
};

function draftOf(text: string): JobScenario {
  const result = extractPosting(text, { now: new Date('2026-11-01T00:00:00Z') });
  if (!result.ok) throw new Error(result.error.message);
  return result.scenario;
}

describe('the LLM reading of a posting, checked against its text', () => {
  it('keeps the skills, title, company and location the posting contains and drops the rest', () => {
    const draft = draftOf(POSTING);
    const checked = checkedAgainstPosting(POSTING, draft, READING);
    expect(checked.skills).toEqual(['Python', 'SQL', 'dbt', 'Apache Airflow', 'Snowflake', 'Terraform']);
    expect(checked.position).toBe('Data Platform Engineer');
    expect(checked.company).toBe('Fernbrook Analytics');
    expect(checked.location).toBe('Leeds, UK');
    expect(checked.requirements).toEqual(['3+ years of Python in production.', 'Strong SQL and experience with dbt.']);
    expect(checked.responsibilities).toHaveLength(2);
    // The panel is the extractor's way of making one, for the checked fields.
    expect(checked.participants.length).toBeGreaterThanOrEqual(2);
    expect(checked.id).toBe(draft.id);
  });

  it('keeps the draft where the model says what the posting does not', () => {
    const draft = draftOf(POSTING);
    const checked = checkedAgainstPosting(POSTING, draft, {
      position: 'Chief Data Officer',
      company: 'Globex',
      location: 'Mars',
      skills: ['Kubernetes', 'Rust'],
      requirements: ['Ten years of Haskell at a hedge fund'],
      responsibilities: [],
    });
    expect(checked).toEqual(draft);
  });

  it('finds a skill only as whole words ("SQL" is not in "NoSQL", "Go" is not in "Google")', () => {
    const text = `${POSTING}\n- NoSQL stores and Google Cloud experience`;
    const draft = draftOf(text);
    const checked = checkedAgainstPosting(text, draft, { ...READING, skills: ['Go', 'NoSQL', 'Google Cloud'] });
    expect(checked.skills).toEqual(['NoSQL', 'Google Cloud']);
  });

  it('reads only the schema\'s object from the model', () => {
    expect(readingOf('not json')).toBeNull();
    expect(readingOf('[1, 2]')).toBeNull();
    expect(readingOf(JSON.stringify({ position: 7, skills: ['SQL', 3, ' '] }))).toEqual({
      position: '',
      company: '',
      location: '',
      skills: ['SQL'],
      requirements: [],
      responsibilities: [],
    });
  });
});

describe('creating a private scenario with LLM_BASE_URL (a local chat-completions server)', () => {
  let server: LocalHttpServer;
  let reply: { status: number; body: unknown } = { status: 500, body: { error: 'not set' } };
  beforeAll(async () => {
    server = await startHttpServer(() => reply);
  });
  afterAll(async () => {
    await server.close();
  });
  const h = useHarness('pglite', { env: () => ({ LLM_BASE_URL: `${server.url}/v1`, LLM_MODEL: 'posting-model' }) });
  beforeEach(() => {
    server.requests.length = 0;
  });

  const create = async () => {
    const user = await signedInUser(h.app);
    const response = await h.app.inject({ method: 'POST', url: '/web-api/private-scenarios', headers: bearer(user.accessToken), payload: { postingText: POSTING } });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { scenario: JobScenario }).scenario;
  };

  it('asks the model with the JSON schema and keeps what the posting bears out', async () => {
    reply = { status: 200, body: { choices: [{ message: { role: 'assistant', content: JSON.stringify(READING) } }] } };
    const scenario = await create();
    expect(server.requests).toHaveLength(1);
    const sent = JSON.parse(server.requests[0].body) as { model: string; response_format: { type: string; json_schema: { name: string } }; messages: { content: string }[] };
    expect(server.requests[0].url).toBe('/v1/chat/completions');
    expect(sent.model).toBe('posting-model');
    expect(sent.response_format.type).toBe('json_schema');
    expect(sent.response_format.json_schema.name).toBe('job_posting');
    expect(sent.messages.at(-1)?.content).toBe(POSTING);
    expect(scenario.skills).toEqual(['Python', 'SQL', 'dbt', 'Apache Airflow', 'Snowflake', 'Terraform']);
    expect(scenario.company).toBe('Fernbrook Analytics');
  });

  it('keeps the extractor\'s reading when the model fails', async () => {
    reply = { status: 503, body: { error: { message: 'overloaded' } } };
    const scenario = await create();
    expect(server.requests).toHaveLength(1);
    const { id: _draftId, postedDate: _draftDate, ...draft } = draftOf(POSTING);
    const { id: _id, postedDate: _date, ...stored } = scenario;
    expect(stored).toEqual(draft);
  });
});
