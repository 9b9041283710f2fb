// @ts-check
import path from 'node:path';

/**
 * ESLint rule: one file-naming convention (docs/ARCHITECTURE.md). Folders and module files are
 * kebab-case (`body-weights/`, `goal-tracking.ts`); a `.tsx` file may instead be named after the
 * React component it exports, in PascalCase (`GoalCard.tsx`). A name may carry dotted roles after
 * its stem, each kebab-case too (`body-weights.routes.ts`, `embedded.worker.ts`, `x.test.ts`).
 * Only the path inside the repository is judged, so the checkout's own folder never matters.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;

/** Why a path (relative to the repository, `/`-separated) breaks the convention, or null. */
export function namingProblem(/** @type {string} */ rel) {
  const parts = rel.split('/');
  const file = parts.pop() ?? '';
  for (const dir of parts) {
    if (!KEBAB.test(dir) && !dir.startsWith('.')) return `folder '${dir}' is not kebab-case`;
  }
  const [stem = '', ...roles] = file.split('.');
  const ext = roles.pop();
  if (!ext) return null;
  const component = ext === 'tsx' && PASCAL.test(stem);
  if (!component && !KEBAB.test(stem)) {
    return ext === 'tsx'
      ? `'${file}' is neither kebab-case nor a PascalCase component name`
      : `'${file}' is not kebab-case`;
  }
  const badRole = roles.find((role) => !KEBAB.test(role));
  return badRole ? `'${file}': '.${badRole}' is not kebab-case` : null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Files and folders are kebab-case; component files may be PascalCase' },
    schema: [],
    messages: { name: '{{problem}} (docs/ARCHITECTURE.md, file names).' },
  },
  create(context) {
    const rel = path.relative(ROOT, context.filename);
    if (rel.startsWith('..') || path.isAbsolute(rel)) return {};
    return {
      Program(node) {
        const problem = namingProblem(rel.split(path.sep).join('/'));
        if (problem) context.report({ node, messageId: 'name', data: { problem } });
      },
    };
  },
};

export default rule;
