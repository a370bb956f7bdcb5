import { describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  PASSWORD_REPEATS_MESSAGE,
  PASSWORD_SEQUENCE_MESSAGE,
  passwordNameMessage,
  weakPasswordReason,
} from './password-strength.ts';
import { newPasswordSchema } from './requests.ts';

describe('weakPasswordReason', () => {
  it.each([
    ['aaaaaaaa', PASSWORD_REPEATS_MESSAGE],
    ['!!!!!!!!', PASSWORD_REPEATS_MESSAGE],
    ['abababab', PASSWORD_REPEATS_MESSAGE],
    ['passwordpassword', PASSWORD_REPEATS_MESSAGE],
    ['abcdefgh', PASSWORD_SEQUENCE_MESSAGE],
    ['ABCDEFGH', PASSWORD_SEQUENCE_MESSAGE],
    ['12345678', PASSWORD_SEQUENCE_MESSAGE],
    ['87654321', PASSWORD_SEQUENCE_MESSAGE],
    ['abcd1234', PASSWORD_SEQUENCE_MESSAGE],
    ['aaaa1111', PASSWORD_SEQUENCE_MESSAGE],
    ['a-b-c-d-e-f-g-h', PASSWORD_SEQUENCE_MESSAGE],
    ['cueleague', passwordNameMessage('CueLeague')],
    ['Cue League 2026', passwordNameMessage('CueLeague')],
    [DEMO_PASSWORD, passwordNameMessage('the demo password')],
    ['DemoPassword!', passwordNameMessage('the demo password')],
  ])('refuses %j', (password, reason) => {
    expect(weakPasswordReason(password)).toBe(reason);
    // The request schema (server and forms) says the same.
    expect(newPasswordSchema.safeParse(password).error?.issues[0]?.message).toBe(reason);
  });

  it("refuses the league's name when it is known, from four letters or digits", () => {
    expect(weakPasswordReason('riverside pool league!', ['Riverside Pool League'])).toBe(
      passwordNameMessage("the league's name"),
    );
    expect(weakPasswordReason('correct horse battery', ['A'])).toBeNull();
  });

  it.each([
    'correct horse battery',
    'abc-Tangerine-77',
    'zz top fan since 1983',
    'Password123_',
    '!@#$%^&*',
  ])('accepts %j', (password) => {
    expect(weakPasswordReason(password)).toBeNull();
  });

  it('keeps the all-spaces message for spaces', () => {
    expect(newPasswordSchema.safeParse('        ').error?.issues[0]?.message).toBe(
      'Use letters, digits or symbols, not only spaces',
    );
  });
});
