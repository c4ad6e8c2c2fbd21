import type { components } from '../../openapi/schema.gen';
import { loadScenarios } from './scenarioFiles';

type JobScenario = components['schemas']['JobScenario'];

/**
 * Job-scenario catalogue: fictional but realistic job openings that candidates
 * can rehearse interviews for. Every company, person and website here is
 * invented; websites use the reserved `.example` top-level domain.
 *
 * The content lives in data files, one per job, in server/catalog/scenarios/<id>.yaml, in the order of
 * server/catalog/scenarios/index.yaml; read here when the module loads (a light check, see
 * scenarioFiles.ts) and checked against the contract's JobScenario schema by build/checkCatalog.ts
 * in `npm run build` and in tests/server/catalog/.
 */
export const scenarios: JobScenario[] = loadScenarios();
