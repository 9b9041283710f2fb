// `npm run licences`: writes docs/LICENCES.md, the production dependencies and their licences, and
// fails when one is not among the allowed ones (scripts/licences/report.ts says which and why).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { licenceAllowed, productionPackages, renderLicences } from './licences/report';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'docs/LICENCES.md');
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const packages = productionPackages(lock);
writeFileSync(out, await renderLicences(packages, out));
console.log(`${path.relative(root, out)}: ${packages.length} production packages`);

const refused = packages.filter((p) => !licenceAllowed(p.licence));
for (const p of refused)
  console.error(`not an allowed licence: ${p.name}@${p.version} (${p.licence})`);
if (refused.length > 0) process.exitCode = 1;
