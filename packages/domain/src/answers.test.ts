import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSchemas, wireContract, wireFingerprint, type AnswerName } from './answers.ts';

describe('the wire contract', () => {
  it('names every answer once, in a stable order', () => {
    const names = (JSON.parse(wireContract()) as [AnswerName, unknown][]).map(([name]) => name);
    expect(names).toEqual(Object.keys(answerSchemas).sort());
    expect(wireContract()).toBe(wireContract());
  });

  it('has a fingerprint that moves with any change to an answer', () => {
    const fingerprint = wireFingerprint();
    expect(fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(wireFingerprint()).toBe(fingerprint);
    // A field renamed in one answer: another contract, another fingerprint.
    const renamed = JSON.stringify(
      (JSON.parse(wireContract()) as [string, unknown][]).map(([name, schema]) => [
        name,
        name === 'team'
          ? z.toJSONSchema(z.object({ id: z.string(), teamName: z.string() }))
          : schema,
      ]),
    );
    expect(wireFingerprint(renamed)).not.toBe(fingerprint);
    expect(wireFingerprint(`${wireContract()} `)).not.toBe(fingerprint);
  });
});
