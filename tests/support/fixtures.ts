/** Test data shared by the machine and page tests: a job scenario and a listed conversation. */
import type { JobScenario } from '../../machines/jobs/jobs.list';
import type { Conversation } from '../../machines/recentActivity/recentActivity.machine';

export function jobScenario(id: string, extra: Partial<JobScenario> = {}): JobScenario {
  return {
    id,
    position: `Position ${id}`,
    company: { name: `Company ${id}` },
    location: 'Remote',
    jobType: 'Full-time',
    experience: '3+ years',
    salary: '$100k',
    description: `Description of ${id}`,
    skills: [],
    requirements: [],
    responsibilities: [],
    category: 'Engineering',
    isPro: false,
    postedDate: '2024-01-01T00:00:00.000Z',
    metadata: { source: 'seed', systemStandards: [], securityCompliance: [] },
    participants: [],
    ...extra,
  };
}

/** A conversation as `GET /web-api/conversations/user` lists it (report complete unless overridden). */
export function listedConversation<T extends Partial<Conversation>>(id: string, startTime: string, extra?: T): Conversation & T {
  return {
    id,
    startTime,
    scenarioType: 0,
    scenarioData: { id: `job-${id}`, position: `Position ${id}`, company: { name: `Company ${id}` } },
    jobPosition: `Position ${id}`,
    messages: [],
    reportStatus: 2,
    ...extra,
  } as Conversation & T;
}
