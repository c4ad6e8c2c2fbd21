import type { Client } from 'openapi-fetch';
import type { components, operations, paths } from './schema.gen';

/** The typed HTTP client of the contract (`openapi/openapi.yaml`). */
export type Api = Client<paths>;
export type Schemas = components['schemas'];
export type { components, operations, paths };
