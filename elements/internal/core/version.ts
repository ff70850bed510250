/** The library's version, kept equal to package.json's by `version.unit.test.ts`. */
export const VERSION = '3.6.0';

/** The name the library is published under, for messages about which copy is which. */
export const PACKAGE_NAME = '@dotline/elements';
