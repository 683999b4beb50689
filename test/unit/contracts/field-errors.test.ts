import { describe, expect, it } from 'vitest';
import { z } from 'zod';
// Importing the contracts makes every zod message an error key.
import '@stages/contracts';

const Form = z.object({
  name: z.string().min(1),
  email: z.email(),
  password: z.string().min(8).max(20),
  children: z.number().int().min(1).max(10),
  code: z.string().regex(/^\d{4}$/),
});

const keys = (input: unknown) =>
  Object.fromEntries(
    Form.safeParse(input).error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('validation messages', () => {
  it('are stable keys the web app translates', () => {
    expect(
      keys({ name: '', email: 'nope', password: 'short', children: 11, code: 'abcd' }),
    ).toEqual({
      name: 'form.required',
      email: 'form.invalid_email',
      password: 'form.too_short',
      children: 'form.too_big',
      code: 'form.invalid',
    });
  });

  it('say a missing field is required and a wrong type is invalid', () => {
    expect(keys({ password: 'x'.repeat(21), children: 0, name: 3 })).toMatchObject({
      name: 'form.invalid',
      email: 'form.required',
      password: 'form.too_long',
      children: 'form.too_small',
      code: 'form.required',
    });
  });

  it('give way to a key a schema chose itself', () => {
    const schema = z.string().refine((value) => value === 'yes', 'form.must_accept');
    expect(schema.safeParse('no').error!.issues[0]!.message).toBe('form.must_accept');
  });
});
