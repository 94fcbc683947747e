import { countCodePoints, cutCodePoints } from './codePoints';

describe('cutCodePoints', () => {
  it('should return a text within the limit unchanged', () => {
    expect(cutCodePoints('Praia', 12)).toBe('Praia');
    expect(cutCodePoints('', 3)).toBe('');
  });

  it('should count an emoji as one character and never split it', () => {
    expect(cutCodePoints('😀😀😀', 2)).toBe('😀😀');
    expect(cutCodePoints('a😀b', 2)).toBe('a😀');
    expect(cutCodePoints('😀'.repeat(20), 12)).toBe('😀'.repeat(12));
  });

  it('should not trim spaces', () => {
    expect(cutCodePoints('  a  b  ', 5)).toBe('  a  ');
  });

  it('should give an empty text for a limit of 0', () => {
    expect(cutCodePoints('abc', 0)).toBe('');
  });
});

describe('countCodePoints', () => {
  it('should count code points, not UTF-16 units', () => {
    expect(countCodePoints('abc')).toBe(3);
    expect(countCodePoints('😀a')).toBe(2);
    expect(countCodePoints('')).toBe(0);
  });
});
