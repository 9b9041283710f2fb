import type { Rule } from 'eslint';

export function namingProblem(rel: string): string | null;
declare const rule: Rule.RuleModule;
export default rule;
