import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';

/**
 * The one place the OpenAPI linter is configured (issue 29 §8, decision 028): Redocly's
 * `recommended` rule set, every error and every warning counted, less the rules and the few
 * places below, each with why. tests/api/openapi.test.ts lints the served document with it.
 */
const RULES = {
  // Joey Fit grants no licence (package.json is private and the repository has no LICENSE file),
  // so the document must not name one.
  'info-license': 'off',
} as const;

export interface LintException {
  rule: string;
  /** The path (as written in the document) the problem is reported at. */
  path: string;
  /** The operation's method, for problems reported at an operation. */
  method?: string;
  why: string;
}

const SPEC_PAIR =
  'The SPEC’s paths: one segment is a user’s id on GET and a row’s id on PUT/DELETE (or a share’s ' +
  'id on DELETE and its link token on GET). The router tells them apart by method; renaming them ' +
  'would break the app’s clients, so they stay (decision 028).';
const NO_INPUT =
  'Takes no input (no parameters, no body, no session), so there is no 4xx to describe.';

/** Problems allowed where they are, and only there: one that no longer occurs fails the test. */
export const LINT_EXCEPTIONS: readonly LintException[] = [
  ...['/api/workouts/{id}', '/api/goals/{id}', '/api/shares/{token}'].flatMap((path) => [
    { rule: 'no-identical-paths', path, why: SPEC_PAIR },
    { rule: 'no-ambiguous-paths', path, why: SPEC_PAIR },
  ]),
  { rule: 'operation-4xx-response', path: '/healthz', method: 'get', why: NO_INPUT },
  { rule: 'operation-4xx-response', path: '/readyz', method: 'get', why: NO_INPUT },
  { rule: 'operation-4xx-response', path: '/api/auth/options', method: 'get', why: NO_INPUT },
];

export interface Finding {
  rule: string;
  severity: NormalizedProblem['severity'];
  message: string;
  path: string | null;
  method: string | null;
  pointer: string;
}

const unescape = (segment: string) => segment.replaceAll('~1', '/').replaceAll('~0', '~');

/** Where in the document a problem is: the path and method its JSON pointer names, if any. */
export function findingOf(problem: NormalizedProblem): Finding {
  const pointer = problem.location[0]?.pointer ?? '#/';
  const [, root, path, method] = pointer.split('/');
  const inPaths = root === 'paths' && path !== undefined;
  return {
    rule: problem.ruleId,
    severity: problem.severity,
    message: problem.message,
    path: inPaths ? unescape(path) : null,
    method: inPaths && method ? method : null,
    pointer,
  };
}

const excepts = (e: LintException, f: Finding) =>
  e.rule === f.rule && e.path === f.path && (e.method === undefined || e.method === f.method);

/** Lints an OpenAPI document: the problems that are not excepted, and the exceptions unused. */
export async function lintOpenApi(document: object) {
  const config = await createConfig({ extends: ['recommended'], rules: RULES });
  const problems = await lintFromString({
    source: JSON.stringify(document),
    absoluteRef: 'openapi.json',
    config,
  });
  const findings = problems.filter((p) => !p.ignored).map(findingOf);
  return {
    problems: findings.filter((f) => !LINT_EXCEPTIONS.some((e) => excepts(e, f))),
    unused: LINT_EXCEPTIONS.filter((e) => !findings.some((f) => excepts(e, f))),
  };
}
