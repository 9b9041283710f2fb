// @ts-check
import path from 'node:path';

/**
 * ESLint rule: features meet only where docs/ARCHITECTURE.md says they may. Imports are resolved
 * (relative paths and the `@client/` and `@server/` aliases) before they are judged, so
 * `../../goals/x` is caught as surely as `@client/features/goals/x`.
 *
 * Client: a feature is a folder `src/client/features/<name>/`; it may import its own files,
 * `src/client/components`, `src/client/lib` and `src/shared`. Screens are put together in
 * `src/client/app` (and the sign-in entry `src/client/login`), the only client code that may
 * import from several features. The shared client folders import no feature, so anything they
 * hold can be used by every feature.
 *
 * Server (issue 30 §5): a feature is a folder `src/server/features/<name>/`; another feature
 * reaches it only through a `*.service.ts` file at the top of that folder (its door: what it
 * offers other features, re-exported there when it lives in another file), never its other files.
 * Types are held to the same rule: a type another feature needs is part of the door, or belongs
 * in `src/shared`. Tests inside a feature's folder are judged too; a test that needs two
 * features' insides is a cross-feature test and lives in `tests/`. And a `*.routes.ts` file never
 * imports `db/schema`: routes parse, authorize, call a service and shape its answer; queries live
 * in services. `src/server/db`, `src/server/plugins` and `src/shared` are open to every feature.
 *
 * Voice (issue 30 §7): `src/shared/voice/interpret/` is the bottom of the voice code, over only
 * `schema.ts`: `dialog/` (replies, the dialog) and `training/` (the speech model's examples and
 * vocabulary) build on it, so the interpreter never imports either: it ships wherever a sentence
 * is read (the server, the offline interpreter), and a back-edge would drag training's lists or
 * the dialog along and tie the layers into a cycle. Its tests may (they hold the interpreter to
 * training's examples and show the reply a reading gets); tests never ship.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const CLIENT = path.join(ROOT, 'src', 'client');
const SERVER = path.join(ROOT, 'src', 'server');
const FEATURES = path.join(SERVER, 'features');
const SCHEMA = path.join(SERVER, 'db', 'schema');
const VOICE = path.join(ROOT, 'src', 'shared', 'voice');
const INTERPRET = path.join(VOICE, 'interpret');
/** The voice folders that build on the interpreter. */
const ABOVE_INTERPRET = ['dialog', 'training'];

const inside = (/** @type {string} */ dir, /** @type {string} */ file) => {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};
const stem = (/** @type {string} */ name) => name.replace(/\.[cm]?[jt]sx?$/, '');

/** Where a client file or import target sits: a feature by name, a shared folder, or neither. */
function clientPlaceOf(/** @type {string} */ file) {
  if (!inside(CLIENT, file)) return null;
  const [top, name] = path.relative(CLIENT, file).split(path.sep);
  if (top === 'features' && name) return { feature: stem(name) };
  if (top === 'components' || top === 'lib') return { shared: top };
  return null;
}

/**
 * A server feature file or import target: the feature's name, and whether it is a door (a
 * `*.service` file directly in the feature's folder).
 */
function serverFeatureOf(/** @type {string} */ file) {
  if (!inside(FEATURES, file)) return null;
  const parts = path.relative(FEATURES, file).split(path.sep);
  if (parts.length < 2) return null;
  return { feature: parts[0], door: parts.length === 2 && stem(parts[1]).endsWith('.service') };
}

/** The file an import names, or null for a package. */
function targetOf(/** @type {string} */ spec, /** @type {string} */ dir) {
  if (spec.startsWith('@client/')) return path.join(CLIENT, spec.slice('@client/'.length));
  if (spec.startsWith('@server/')) return path.join(SERVER, spec.slice('@server/'.length));
  if (spec.startsWith('@shared/'))
    return path.join(ROOT, 'src', 'shared', spec.slice('@shared/'.length));
  if (spec.startsWith('.')) return path.resolve(dir, spec);
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Client features do not import each other; server features meet only through a *.service file; routes never import db/schema; the voice interpreter imports neither dialog nor training',
    },
    schema: [],
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}'. Move what both need to src/client/components or src/client/lib, or compose the two in src/client/app.",
      sharedImportsFeature:
        "src/client/{{from}} imports feature '{{to}}'. Shared client code must not depend on a feature: move the piece out of the feature, or compose in src/client/app.",
      serverBypass:
        "Server feature '{{from}}' imports {{target}}, inside feature '{{to}}'. Features meet only through a *.service.ts file at the top of the feature's folder: import it from there (re-export it in {{to}}'s service if it is not), or move a shared piece to src/shared.",
      routesImportSchema:
        'A routes file imports db/schema. Routes parse, authorize, call a service and shape its answer: put the query in the feature’s service.',
      interpretImportsAbove:
        "src/shared/voice/interpret imports {{target}}, in voice's {{to}}/, which builds on the interpreter. Move the piece both need into interpret/ (or src/shared), or use it from {{to}}/.",
    },
  },
  create(context) {
    const file = context.filename;
    const dir = path.dirname(file);
    const client = clientPlaceOf(file);
    const server = serverFeatureOf(file);
    const interpreter = inside(INTERPRET, file) && !/\.test\.[cm]?[jt]sx?$/.test(file);
    if (!client && !server && !interpreter) return {};
    const isRoutes = /\.routes\.[cm]?[jt]s$/.test(file);

    /** @param {import('estree').Node} source @param {string} target */
    function checkClient(source, target) {
      if (!client) return;
      const to = clientPlaceOf(target);
      if (!to?.feature || to.feature === client.feature) return;
      if (client.feature) {
        context.report({
          node: source,
          messageId: 'crossFeature',
          data: { from: client.feature, to: to.feature },
        });
      } else {
        context.report({
          node: source,
          messageId: 'sharedImportsFeature',
          data: { from: String(client.shared), to: to.feature },
        });
      }
    }

    /** @param {import('estree').Node} source @param {string} target */
    function checkServer(source, target) {
      if (!server) return;
      if (isRoutes && inside(SCHEMA, stem(target))) {
        context.report({ node: source, messageId: 'routesImportSchema' });
      }
      const to = serverFeatureOf(target);
      if (!to || to.feature === server.feature || to.door) return;
      context.report({
        node: source,
        messageId: 'serverBypass',
        data: {
          from: server.feature,
          to: to.feature,
          target: path.relative(FEATURES, target).split(path.sep).join('/'),
        },
      });
    }

    /** @param {import('estree').Node} source @param {string} target */
    function checkInterpreter(source, target) {
      if (!interpreter) return;
      const to = ABOVE_INTERPRET.find((folder) => inside(path.join(VOICE, folder), target));
      if (!to) return;
      context.report({
        node: source,
        messageId: 'interpretImportsAbove',
        data: { to, target: path.relative(VOICE, target).split(path.sep).join('/') },
      });
    }

    /** @param {import('estree').Node | null | undefined} source */
    function check(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = targetOf(source.value, dir);
      if (!target) return;
      checkClient(source, target);
      checkServer(source, target);
      checkInterpreter(source, target);
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
