import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../server/http/handlers';
import { healthHandlers, type HealthDeps } from '../../server/http/health';
import type { Services } from '../../server/services';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CONTRACT = path.join(ROOT, 'openapi/openapi.yaml');
const GENERATED = path.join(ROOT, 'openapi/schema.gen.d.ts');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

interface Operation {
  operationId?: string;
  security?: Array<Record<string, unknown>>;
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: { $ref?: string } }> }>;
  'x-fastify-config'?: { rateLimitGroup?: string };
}

interface Contract {
  openapi: string;
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components: {
    responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
    schemas: Record<string, unknown>;
  };
}

const contract = parse(readFileSync(CONTRACT, 'utf8')) as Contract;

function operations(): Array<{ method: string; path: string; op: Operation }> {
  return Object.entries(contract.paths).flatMap(([p, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({ method: m, path: p, op: item[m]! })),
  );
}

describe('openapi/openapi.yaml', () => {
  it('parses as OpenAPI 3.0 with paths', () => {
    expect(contract.openapi).toMatch(/^3\.0\.\d+$/);
    expect(operations().length).toBeGreaterThan(20);
  });

  it('gives every operation a unique operationId', () => {
    const ids = operations().map(({ method, path: p, op }) => {
      expect(op.operationId, `${method.toUpperCase()} ${p}`).toMatch(/^[a-z][A-Za-z]+$/);
      return op.operationId!;
    });
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes every 4xx and 5xx answer with the Error schema (but the readiness probe\'s 503, its report)', () => {
    for (const { method, path: p, op } of operations()) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (!/^[45]/.test(status)) continue;
        // A proxy reads /readyz's 503 as it reads its 200: the same status and checks (server/http/health.ts).
        if (op.operationId === 'getReadiness' && status === '503') continue;
        const resolved = response.$ref
          ? contract.components.responses[response.$ref.replace('#/components/responses/', '')]
          : response;
        expect(resolved, `${method} ${p} ${status}`).toBeDefined();
        expect(resolved.content?.['application/json']?.schema?.$ref, `${method.toUpperCase()} ${p} ${status}`).toBe(
          '#/components/schemas/Error',
        );
      }
    }
  });

  it('lets every protected operation answer 401', () => {
    for (const { method, path: p, op } of operations()) {
      if (!op.security?.some((s) => 'bearerAuth' in s)) continue;
      expect(op.responses['401'], `${method.toUpperCase()} ${p}`).toBeDefined();
    }
  });

  it('puts sign-in, mail-sending and the calls that make the server work in rate-limit groups, each answering 429', () => {
    const groups = Object.fromEntries(
      operations()
        .filter(({ op }) => op['x-fastify-config']?.rateLimitGroup)
        .map(({ op }) => [op.operationId, op['x-fastify-config']!.rateLimitGroup]),
    );
    expect(groups).toEqual({
      login: 'signin',
      googleLogin: 'provider',
      appleLogin: 'provider',
      refreshToken: 'refresh',
      changePassword: 'signin',
      register: 'mail',
      forgotPassword: 'mail',
      resendVerification: 'mail',
      readDocument: 'upload',
      readPosting: 'posting',
      createPrivateScenario: 'scenario',
      correctAnswer: 'correction',
    });
    for (const { op } of operations()) {
      if (op['x-fastify-config']?.rateLimitGroup) expect(op.responses['429'], op.operationId).toBeDefined();
    }
  });

  it('is implemented by the server: one handler per operationId, no handler without an operation', () => {
    // The health probes' handlers (server/http/health.ts) are built from the process's own state, beside the services'.
    const handlers = { ...createHandlers({} as Services), ...healthHandlers({} as HealthDeps) };
    const ids = operations().map(({ op }) => op.operationId!);
    expect(Object.keys(handlers).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(typeof handlers[id as keyof typeof handlers]).toBe('function');
  });
});

describe('openapi/schema.gen.d.ts', () => {
  it('is exactly what `npm run gen:api` generates from the contract now', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    // Its first step; the second writes openapi/constraints.gen.ts (tests/contract/requestChecks.test.ts).
    const [script, constraints] = pkg.scripts['gen:api'].split('&&').map((step) => step.trim());
    expect(constraints).toBe('tsx build/contractConstraints.ts');
    const args = script.split(/\s+/);
    expect(args[0]).toBe('openapi-typescript');
    const out = args.indexOf('-o');
    expect(out).toBeGreaterThan(0);
    expect(path.resolve(ROOT, args[out + 1])).toBe(GENERATED);

    const dir = mkdtempSync(path.join(tmpdir(), 'jobtalk-gen-'));
    try {
      const target = path.join(dir, 'schema.gen.d.ts');
      args[out + 1] = target;
      execFileSync(path.join(ROOT, 'node_modules/.bin/openapi-typescript'), args.slice(1), {
        cwd: ROOT,
        stdio: 'pipe',
      });
      const fresh = readFileSync(target, 'utf8');
      const committed = readFileSync(GENERATED, 'utf8');
      expect(fresh.length).toBeGreaterThan(1000);
      // On failure: run `npm run gen:api` and commit the result with the contract change.
      expect(committed === fresh, 'openapi/schema.gen.d.ts is stale: run `npm run gen:api`').toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
