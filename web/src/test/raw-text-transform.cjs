// Jest's stand-in for Vite's `?raw` imports (docs/analysts.md in the GraphQL workbench): the file's
// text as the module's default export.
module.exports = {
  process(sourceText) {
    return { code: `module.exports = { __esModule: true, default: ${JSON.stringify(sourceText)} };` };
  },
};
