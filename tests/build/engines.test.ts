import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `engines.node` of the project agrees with every installed package (issue 36: `npm ci` warned
 * EBADENGINE because two packages asked for Node 22 while the project said Node 20.19). A small reader
 * of npm's range syntax as the lock file uses it: alternatives (`||`), comparators (`>=`, `>`, `<=`, `<`,
 * `^`, `~`, `=`), partial versions (`20`, `10.x`, `6.*`), `*`.
 */
type Version = [number, number, number];

function parsePartial(text: string): { parts: number[]; version: Version } {
  const parts: number[] = [];
  for (const piece of text.replace(/^v/, '').split('.')) {
    if (piece === 'x' || piece === 'X' || piece === '*' || piece === '') break;
    if (!/^\d+$/.test(piece)) throw new Error(`not a version: ${text}`);
    parts.push(Number(piece));
  }
  return { parts, version: [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0] };
}

const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** The first version after every version a partial one covers (`20` → 21.0.0, `20.19` → 20.20.0). */
function after(parts: number[]): Version {
  if (parts.length === 0) return [Infinity, 0, 0];
  if (parts.length === 1) return [parts[0] + 1, 0, 0];
  if (parts.length === 2) return [parts[0], parts[1] + 1, 0];
  return [parts[0], parts[1], parts[2] + 1];
}

function satisfiesComparator(v: Version, comparator: string): boolean {
  const match = /^(>=|<=|>|<|=|\^|~)?(.*)$/.exec(comparator)!;
  const operator = match[1] ?? '';
  const { parts, version } = parsePartial(match[2]);
  switch (operator) {
    case '>=':
      return compare(v, version) >= 0;
    case '>':
      // Above every version the (partial) version covers: `>20` is 21.0.0 and later.
      return compare(v, after(parts)) >= 0;
    case '<':
      return compare(v, version) < 0;
    case '<=':
      return compare(v, after(parts)) < 0;
    case '^': {
      const upper: Version = version[0] > 0 ? [version[0] + 1, 0, 0] : version[1] > 0 ? [0, version[1] + 1, 0] : [0, 0, version[2] + 1];
      return compare(v, version) >= 0 && compare(v, upper) < 0;
    }
    case '~':
      // `~1.2.3` and `~1.2`: below 1.3.0; `~1`: below 2.0.0.
      return compare(v, version) >= 0 && compare(v, after(parts.slice(0, 2))) < 0;
    default:
      // A bare (partial) version: every version it covers.
      return compare(v, version) >= 0 && compare(v, after(parts)) < 0;
  }
}

function satisfies(version: string, range: string): boolean {
  const v = parsePartial(version).version;
  return range.split('||').some((alternative) => {
    // ">= 10" is one comparator: join an operator to its version.
    const comparators = alternative.trim().replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1').split(/\s+/).filter(Boolean);
    return comparators.every((c) => c === '*' || c === 'x' || satisfiesComparator(v, c));
  });
}

interface Lock {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
}

const root = path.resolve(import.meta.dirname, '../..');
const project = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as Lock;

/** The lowest version of each line the project's range admits. */
const LOWEST_SUPPORTED = ['20.19.0', '22.13.0', '24.0.0'];

describe('the Node versions the project supports (package.json engines)', () => {
  it('the range reader reads npm ranges as npm does', () => {
    expect(satisfies('20.19.0', '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfies('20.18.9', '^20.19.0 || >=22.12.0')).toBe(false);
    expect(satisfies('21.0.0', '^20.19.0 || >=22.12.0')).toBe(false);
    expect(satisfies('20.19.0', '>=22')).toBe(false);
    expect(satisfies('20.19.0', '18 || 20 || >=22')).toBe(true);
    expect(satisfies('19.0.0', '18 || 20 || >=22')).toBe(false);
    expect(satisfies('20.19.0', '6.* || 8.* || >= 10.*')).toBe(true);
    expect(satisfies('14.16.0', '>=16 || 14 >=14.17')).toBe(false);
    expect(satisfies('14.17.0', '>=16 || 14 >=14.17')).toBe(true);
    expect(satisfies('20.19.0', '*')).toBe(true);
    expect(satisfies('21.0.0', '>20')).toBe(true);
    expect(satisfies('20.99.0', '>20')).toBe(false);
    expect(satisfies('1.2.9', '~1.2.3')).toBe(true);
    expect(satisfies('1.3.0', '~1.2.3')).toBe(false);
  });

  it('admits the lowest version of each supported line and nothing between the lines', () => {
    for (const version of LOWEST_SUPPORTED) expect(satisfies(version, project.engines.node), version).toBe(true);
    for (const version of ['20.18.9', '21.7.0', '22.12.0', '23.11.0']) expect(satisfies(version, project.engines.node), version).toBe(false);
  });

  it('every installed package supports every one of those versions (no EBADENGINE at install)', () => {
    const refusals: string[] = [];
    for (const [where, entry] of Object.entries(lock.packages)) {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!where || !range) continue;
      for (const version of LOWEST_SUPPORTED) {
        if (!satisfies(version, range)) refusals.push(`${where}@${entry.version ?? '?'} wants node ${range}, not ${version}`);
      }
    }
    expect(refusals).toEqual([]);
  });
});
