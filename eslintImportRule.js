/**
 * An ESLint rule over every import specifier of a file (imports, re-exports, import()):
 * `problem(file, specifier)` answers a message for a specifier the rule refuses, else null.
 * The web's feature boundaries and the server's import paths are both made with it.
 */
export function importRule(description, problem) {
  return {
    meta: { type: 'problem', docs: { description }, schema: [] },
    create(context) {
      const check = (source) => {
        if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
        const message = problem(context.filename, source.value);
        if (message) context.report({ node: source, message });
      };
      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source),
      };
    },
  };
}
