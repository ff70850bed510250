// typescript-eslint needs TypeScript's JavaScript compiler API, which TypeScript 7 (the native Go
// compiler this project builds with) no longer ships: `require('typescript')` now yields only a
// version string, and typescript-eslint 8 supports TypeScript < 6.1. TypeScript's documented
// side-by-side package `@typescript/typescript6` keeps the 6.0 API under another name. This hook
// hands that API to typescript-eslint (and its ts-api-utils) only; everything else, `tsc`
// included, still gets TypeScript 7. Imported by eslint.config.js before typescript-eslint loads.
// Remove it (and the devDependency and the package.json override) once typescript-eslint
// supports TypeScript 7.
import Module, { createRequire } from 'node:module';

const typescript6 = createRequire(import.meta.url).resolve('@typescript/typescript6');
const needsJsApi = /[\\/]node_modules[\\/](?:@typescript-eslint[\\/]|ts-api-utils[\\/]|typescript-eslint[\\/])/;

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  if (request === 'typescript' && needsJsApi.test(parent?.filename ?? '')) return typescript6;
  return resolveFilename.call(this, request, parent, ...rest);
};
