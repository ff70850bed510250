// Test fixture: every shape of bad colour input the engine must survive. Non-strings arrive at
// run time from storage or untyped callers.
export const BAD_INPUTS: unknown[] = [
  '',
  '#',
  '#12',
  '12',
  '#ggg',
  'ggg',
  '#12345',
  '12345',
  '#1234567',
  '1234567',
  '#123456789',
  'null',
  'undefined',
  ' ',
  '   ',
  '\n',
  ' #fff',
  '#fff ',
  '##fff',
  '#ff ff ff',
  'rgb(0,0,0)',
  'blue',
  '0x00ff00',
  null,
  undefined,
  0,
  123456,
  NaN,
  true,
  {},
  [],
  ['#fff'],
  Symbol('x'),
  () => '#fff',
  {
    toString: (): string => {
      throw new Error('nope');
    },
  },
];

/** [label, value] pairs for it.each: the labels never call the inputs' own toString. */
export const BAD_CASES: [string, unknown][] = BAD_INPUTS.map((value, i) => [
  typeof value === 'string' ? JSON.stringify(value) : `#${i} (${typeof value})`,
  value,
]);
