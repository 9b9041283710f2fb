// @ts-check
import path from 'node:path';

/**
 * ESLint rule: client features do not import each other (docs/ARCHITECTURE.md). A feature is a
 * folder `src/client/features/<name>/`; it may import its own files, `src/client/components`,
 * `src/client/lib` and `src/shared`. Screens are put together in `src/client/app` (and the sign-in
 * entry `src/client/login`), the only client code that may import from several features. The
 * shared client folders import no feature, so anything they hold can be used by every feature.
 * Imports are resolved (relative paths and the `@client/` alias) before they are judged, so
 * `../../goals/x` is caught as surely as `@client/features/goals/x`.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const CLIENT = path.join(ROOT, 'src', 'client');

/** Where a file or import target sits: a feature by name, a shared folder, or neither. */
function placeOf(/** @type {string} */ file) {
  const rel = path.relative(CLIENT, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [top, name] = rel.split(path.sep);
  if (top === 'features' && name) return { feature: name.replace(/\.[cm]?[jt]sx?$/, '') };
  if (top === 'components' || top === 'lib') return { shared: top };
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Client features do not import each other; shared client code imports no feature',
    },
    schema: [],
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}'. Move what both need to src/client/components or src/client/lib, or compose the two in src/client/app.",
      sharedImportsFeature:
        "src/client/{{from}} imports feature '{{to}}'. Shared client code must not depend on a feature: move the piece out of the feature, or compose in src/client/app.",
    },
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};
    const dir = path.dirname(context.filename);

    /** @param {import('estree').Node | null | undefined} source */
    function check(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      let target;
      if (spec.startsWith('@client/')) target = path.join(CLIENT, spec.slice('@client/'.length));
      else if (spec.startsWith('.')) target = path.resolve(dir, spec);
      else return;
      const to = placeOf(target);
      if (!to?.feature || to.feature === from.feature) return;
      if (from.feature) {
        context.report({
          node: source,
          messageId: 'crossFeature',
          data: { from: from.feature, to: to.feature },
        });
      } else {
        context.report({
          node: source,
          messageId: 'sharedImportsFeature',
          data: { from: String(from.shared), to: to.feature },
        });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default rule;
