import { describe, expect, it } from 'vitest';
import {
  compilePattern,
  defaultMessages,
  isValidFloat,
  matchesType,
  normalizeConstraints,
  normalizeType,
  sanitizeValue,
  toFiniteNumber,
  validateValue,
  validationRules,
  type RawConstraints,
} from './validation.js';

const check = (value: string, raw: RawConstraints, messages = {}, badInput = false) =>
  validateValue(value, normalizeConstraints(raw), messages, badInput);

describe('normalizeType', () => {
  it('keeps the supported types, case-insensitively', () => {
    for (const t of ['text', 'email', 'password', 'number', 'search', 'tel', 'url']) expect(normalizeType(t)).toBe(t);
    expect(normalizeType('EMAIL')).toBe('email');
  });

  it('falls back to text', () => {
    for (const t of ['', 'date', 'checkbox', null, undefined, 42, {}]) expect(normalizeType(t)).toBe('text');
  });
});

describe('toFiniteNumber', () => {
  it('reads numbers and numeric strings', () => {
    expect(toFiniteNumber(3)).toBe(3);
    expect(toFiniteNumber('-2.5')).toBe(-2.5);
    expect(toFiniteNumber('1e3')).toBe(1000);
  });

  it('gives undefined for anything else', () => {
    for (const v of [null, undefined, '', '  ', 'abc', NaN, Infinity, -Infinity, '1,5']) {
      expect(toFiniteNumber(v), String(v)).toBeUndefined();
    }
  });
});

describe('compilePattern', () => {
  it('anchors the whole value like HTML', () => {
    const re = compilePattern('[0-9]{3}')!;
    expect(re.test('123')).toBe(true);
    expect(re.test('1234')).toBe(false);
    expect(re.test('a123')).toBe(false);
  });

  it('anchors alternatives as a group', () => {
    const re = compilePattern('cat|dog')!;
    expect(re.test('cat')).toBe(true);
    expect(re.test('dog')).toBe(true);
    expect(re.test('catdog')).toBe(false);
  });

  it('ignores empty and invalid patterns without throwing', () => {
    for (const p of ['', null, undefined, '([a-z', '*', '(?<', '['])
      expect(compilePattern(p), String(p)).toBeUndefined();
  });

  it('uses unicode mode', () => {
    expect(compilePattern('.')!.test('😀')).toBe(true);
  });
});

describe('normalizeConstraints', () => {
  it('keeps good constraints', () => {
    const c = normalizeConstraints({
      type: 'number',
      required: true,
      min: '1',
      max: 9,
      minLength: 1,
      maxLength: '3',
      pattern: '\\d+',
    });
    expect(c).toMatchObject({
      type: 'number',
      required: true,
      min: 1,
      max: 9,
      minLength: 1,
      maxLength: 3,
      patternSource: '\\d+',
    });
  });

  it('drops minLength above maxLength, and min above max', () => {
    const lengths = normalizeConstraints({ minLength: 8, maxLength: 4 });
    expect(lengths.minLength).toBeUndefined();
    expect(lengths.maxLength).toBe(4);
    const range = normalizeConstraints({ type: 'number', min: 10, max: 5 });
    expect(range.min).toBeUndefined();
    expect(range.max).toBe(5);
    expect(normalizeConstraints({ minLength: 4, maxLength: 4 }).minLength).toBe(4);
    expect(normalizeConstraints({ type: 'number', min: 4, max: 4 }).min).toBe(4);
  });

  it('drops NaN, empty, infinite and negative values; floors lengths', () => {
    const c = normalizeConstraints({ type: 'number', min: NaN, max: 'abc', minLength: -1, maxLength: Infinity });
    expect(c.min).toBeUndefined();
    expect(c.max).toBeUndefined();
    expect(c.minLength).toBeUndefined();
    expect(c.maxLength).toBeUndefined();
    expect(normalizeConstraints({ minLength: '2.9', maxLength: 5.5 })).toMatchObject({ minLength: 2, maxLength: 5 });
    expect(normalizeConstraints({ type: 'number', min: '', max: null })).not.toHaveProperty('min');
  });

  it('applies min and max to numbers only, pattern to single lines only', () => {
    expect(normalizeConstraints({ type: 'text', min: 1, max: 2 })).not.toHaveProperty('min');
    expect(normalizeConstraints({ type: 'text', min: 1, max: 2 })).not.toHaveProperty('max');
    const area = normalizeConstraints({ multiline: true, type: 'number', pattern: 'x', min: 1 });
    expect(area.type).toBe('text');
    expect(area.pattern).toBeUndefined();
    expect(area.min).toBeUndefined();
  });

  it('ignores a validator that is not a function', () => {
    expect(normalizeConstraints({ validator: 'nope' as never }).validator).toBeUndefined();
  });
});

describe('sanitizeValue', () => {
  it('removes line breaks from single-line values', () => {
    expect(sanitizeValue('a\nb\r\nc', 'text')).toBe('abc');
    expect(sanitizeValue('a\nb', 'password')).toBe('ab');
  });

  it('trims e-mail and URL values', () => {
    expect(sanitizeValue('  a@b.c ', 'email')).toBe('a@b.c');
    expect(sanitizeValue(' https://x.y ', 'url')).toBe('https://x.y');
    expect(sanitizeValue(' a ', 'text')).toBe(' a ');
  });

  it('keeps only valid numbers in number fields', () => {
    expect(sanitizeValue('12.5', 'number')).toBe('12.5');
    expect(sanitizeValue('-1e3', 'number')).toBe('-1e3');
    for (const v of ['abc', '1,5', ' 1', '+1', '1.', 'Infinity', 'NaN', '0x10', '1e999'])
      expect(sanitizeValue(v, 'number'), v).toBe('');
  });

  it('keeps multi-line text, normalising line breaks', () => {
    expect(sanitizeValue('a\r\nb\rc\n', 'text', true)).toBe('a\nb\nc\n');
  });

  it('turns null and non-strings into strings', () => {
    expect(sanitizeValue(null, 'text')).toBe('');
    expect(sanitizeValue(undefined, 'text')).toBe('');
    expect(sanitizeValue(42, 'number')).toBe('42');
  });
});

describe('isValidFloat and matchesType', () => {
  it('follows HTML floating-point numbers', () => {
    for (const v of ['0', '-1', '1.5', '.5', '1e3', '1E-3']) expect(isValidFloat(v), v).toBe(true);
    for (const v of ['', '-', '1.', '+1', ' 1', '1e', 'e1', '--1']) expect(isValidFloat(v), v).toBe(false);
  });

  it('checks e-mail addresses and absolute URLs', () => {
    expect(matchesType('ada@example.com', 'email')).toBe(true);
    expect(matchesType('ada@localhost', 'email')).toBe(true);
    for (const v of ['ada', 'ada@', '@x.y', 'a b@x.y', 'ada@-x.y']) expect(matchesType(v, 'email'), v).toBe(false);
    expect(matchesType('https://example.com/a?b', 'url')).toBe(true);
    expect(matchesType('mailto:ada@example.com', 'url')).toBe(true);
    expect(matchesType('example.com', 'url')).toBe(false);
    expect(matchesType('anything', 'tel')).toBe(true);
    expect(matchesType('', 'email')).toBe(true);
  });
});

describe('validateValue', () => {
  it('names the generic rules, each with a default message', () => {
    expect([...validationRules]).toEqual(['required', 'min', 'max', 'minLength', 'maxLength', 'pattern', 'validate']);
    for (const rule of validationRules) expect(defaultMessages[rule]).toMatch(/\S/);
  });

  it('passes a valid value and an empty optional one', () => {
    expect(check('abc', { required: true, minLength: 2, maxLength: 5, pattern: '[a-c]+' })).toBeNull();
    expect(check('', { minLength: 2, pattern: 'x', type: 'email' })).toBeNull();
  });

  const cases = [
    { rule: 'required', flag: 'valueMissing', value: '', raw: { required: true }, message: 'Fill in this field.' },
    { rule: 'min', flag: 'rangeUnderflow', value: '1', raw: { type: 'number', min: 2 }, message: 'Enter 2 or more.' },
    {
      rule: 'max',
      flag: 'rangeOverflow',
      value: '10.5',
      raw: { type: 'number', max: 10 },
      message: 'Enter 10 or less.',
    },
    {
      rule: 'minLength',
      flag: 'tooShort',
      value: 'ab',
      raw: { minLength: 3 },
      message: 'Use at least 3 characters (you used 2).',
    },
    {
      rule: 'maxLength',
      flag: 'tooLong',
      value: 'abcd',
      raw: { maxLength: 3 },
      message: 'Use at most 3 characters (you used 4).',
    },
    {
      rule: 'pattern',
      flag: 'patternMismatch',
      value: 'abc',
      raw: { pattern: '\\d+' },
      message: 'Match the requested format.',
    },
    { rule: 'validate', flag: 'customError', value: 'abc', raw: { validator: () => 'No.' }, message: 'No.' },
  ] as const;

  for (const c of cases) {
    it(`${c.rule}: ${c.flag} with the default message`, () => {
      expect(check(c.value, c.raw)).toEqual({ rule: c.rule, flag: c.flag, message: c.message });
    });

    it(`${c.rule}: with a custom message`, () => {
      expect(check(c.value, c.raw, { [c.rule]: `Bad ${c.rule}` })).toEqual({
        rule: c.rule,
        flag: c.flag,
        message: `Bad ${c.rule}`,
      });
    });
  }

  it('fills in {min}, {max}, {minLength}, {maxLength} and {length}, leaving unknown ones', () => {
    const raw = { type: 'number', min: 5, max: 9, minLength: 2, maxLength: 3 } as const;
    expect(check('1', raw, { minLength: '{minLength}-{maxLength}: {length} {min} {max} {other}' })?.message).toBe(
      '2-3: 1 5 9 {other}',
    );
  });

  it('reports the first failing rule, in order', () => {
    const raw: RawConstraints = {
      type: 'number',
      required: true,
      min: 100,
      maxLength: 2,
      pattern: '9+',
      validator: () => 'no',
    };
    expect(check('', raw)?.rule).toBe('required');
    expect(check('123', raw)?.rule).toBe('maxLength');
    expect(check('12', raw)?.rule).toBe('min');
    expect(check('abc', { ...raw, maxLength: 9 })).toMatchObject({ rule: 'pattern', flag: 'typeMismatch' });
  });

  it('reports malformed e-mail, URL and number as pattern (typeMismatch), with the pattern message', () => {
    expect(check('ada@', { type: 'email' })).toEqual({
      rule: 'pattern',
      flag: 'typeMismatch',
      message: 'Enter an email address, like name@example.com.',
    });
    expect(check('nope', { type: 'url' })?.message).toBe('Enter a web address, like https://example.com.');
    expect(check('ada@', { type: 'email' }, { pattern: 'Mail?' })?.message).toBe('Mail?');
  });

  it('reports bad number input as pattern (badInput)', () => {
    expect(check('', { type: 'number', required: true }, {}, true)).toEqual({
      rule: 'pattern',
      flag: 'badInput',
      message: 'Enter a number.',
    });
  });

  it('runs the validator also on empty values, with the value', () => {
    const seen: string[] = [];
    const validator = (v: string) => {
      seen.push(v);
      return v ? null : 'Say something';
    };
    expect(check('', { validator })?.message).toBe('Say something');
    expect(check('hi', { validator })).toBeNull();
    expect(seen).toEqual(['', 'hi']);
  });

  it('treats null, undefined, "" and true as valid; false and throwing as failed', () => {
    for (const answer of [null, undefined, '', true])
      expect(check('x', { validator: () => answer as never })).toBeNull();
    expect(check('x', { validator: () => false as never })).toEqual({
      rule: 'validate',
      flag: 'customError',
      message: 'Enter a valid value.',
    });
    const throwing = () => {
      throw new Error('bug');
    };
    expect(check('x', { validator: throwing })?.message).toBe('Enter a valid value.');
    expect(check('x', { validator: throwing }, { validate: 'Check it' })?.message).toBe('Check it');
  });

  it('counts length in UTF-16 code units, like HTML', () => {
    expect(check('😀', { maxLength: 1 })?.rule).toBe('maxLength');
  });

  it('never throws on bad constraints', () => {
    const bad: RawConstraints = { type: 'number', min: 'x', max: NaN, minLength: 9, maxLength: 2, pattern: '(' };
    expect(() => check('abc', bad)).not.toThrow();
    expect(check('5', bad)).toBeNull();
  });
});
