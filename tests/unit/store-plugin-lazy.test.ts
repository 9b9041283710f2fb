// Issue 13 §4: the web build never loads RevenueCat's plugin (it throws "Web not supported" in a
// browser and weighs on every page). Vite puts a module reached by a static import into the
// chunk that imports it, so the rule is checked on the sources: no client file imports the
// plugin statically (type-only imports are erased), and its one dynamic import is the store's,
// which runs only inside the native app (store.test.ts checks that the web never reaches it).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const PLUGIN = '@revenuecat/purchases-capacitor';
const CLIENT = path.resolve(import.meta.dirname, '../../src/client');
const STORE = 'features/billing/mobile/store.ts';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

interface Imports {
  static: string[];
  dynamic: string[];
}

/** The module specifiers a file imports, statically (values only) and through import(). */
function importsOf(file: string): Imports {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: Imports = { static: [], dynamic: [] };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.importClause?.isTypeOnly) found.static.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!node.isTypeOnly) found.static.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.dynamic.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = sources(CLIENT).map((file) => ({
  rel: path.relative(CLIENT, file).split(path.sep).join('/'),
  imports: importsOf(file),
}));
const isPlugin = (spec: string) => spec === PLUGIN || spec.startsWith(`${PLUGIN}/`);

describe('the RevenueCat plugin stays out of the web build', () => {
  it('the check reads the client, the web entry among it', () => {
    expect(files.map((f) => f.rel)).toEqual(expect.arrayContaining(['main.tsx', STORE]));
  });

  it('no client file imports the plugin statically', () => {
    const offenders = files.filter((f) => f.imports.static.some(isPlugin)).map((f) => f.rel);
    expect(offenders).toEqual([]);
  });

  it('its only import is the dynamic one in the native store', () => {
    const dynamic = files.filter((f) => f.imports.dynamic.some(isPlugin)).map((f) => f.rel);
    expect(dynamic).toEqual([STORE]);
  });
});
