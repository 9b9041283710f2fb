import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { licenceAllowed, productionPackages, renderLicences } from './report';

const root = path.resolve(import.meta.dirname, '../..');
const lockfile = () => JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));

describe('the licence check', () => {
  it.each([
    ['MIT', true],
    ['Apache-2.0', true],
    ['BlueOak-1.0.0', true],
    ['(MIT OR GPL-3.0-only)', true],
    ['MIT AND ISC AND BSD-3-Clause', true],
    ['GPL-2.0-only WITH Classpath-exception-2.0 OR MIT', true],
    ['Apache-2.0+', true],
    ['MIT AND GPL-3.0-only', false],
    ['(MIT AND (LGPL-2.1-only OR GPL-3.0-only))', false],
    ['GPL-3.0-or-later', false],
    ['AGPL-3.0-only', false],
    ['MPL-2.0', false],
    ['UNKNOWN', false],
    ['SEE LICENSE IN LICENSE.txt', false],
    ['(MIT', false],
    ['MIT OR', false],
    ['', false],
  ])('%j is allowed: %s', (expression, allowed) => {
    expect(licenceAllowed(expression)).toBe(allowed);
  });

  it('lists what a production install brings, not what only development needs', () => {
    const packages = productionPackages({
      packages: {
        '': { name: 'joey-fit', version: '0.1.0' },
        'node_modules/fastify': { version: '5.0.0', license: 'MIT' },
        'node_modules/vitest': { version: '4.0.0', license: 'MIT', dev: true },
        'node_modules/a/node_modules/fastify': { version: '5.0.0', license: 'MIT' },
        'node_modules/@scope/odd': { version: '1.0.0', license: { type: 'MIT' } },
      },
    });
    expect(packages).toEqual([
      { name: '@scope/odd', version: '1.0.0', licence: 'UNKNOWN' },
      { name: 'fastify', version: '5.0.0', licence: 'MIT' },
    ]);
  });
});

describe('docs/LICENCES.md', () => {
  it('is current with package-lock.json (run `npm run licences` after a dependency change)', async () => {
    const file = path.join(root, 'docs/LICENCES.md');
    const expected = await renderLicences(productionPackages(lockfile()), file);
    expect(readFileSync(file, 'utf8')).toBe(expected);
  });

  it('lists production dependencies under allowed licences only', () => {
    const refused = productionPackages(lockfile()).filter((p) => !licenceAllowed(p.licence));
    expect(refused).toEqual([]);
  });
});
