import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaErrors } from './form-errors.js';

const Schema = z.object({
  name: z.string().min(1, 'Required').max(3, 'Too long'),
  settings: z.object({ zone: z.string().min(2, 'Zone not valid') }),
});

describe('schemaErrors', () => {
  it('keys errors by field path, with the first issue of each field', () => {
    expect(schemaErrors(Schema, { name: '', settings: { zone: 'x' } })).toEqual({
      name: 'Required',
      'settings.zone': 'Zone not valid',
    });
  });

  it("uses a form's own wording where given", () => {
    expect(schemaErrors(Schema, { name: '', settings: { zone: 'UTC' } }, { Required: 'Field is required' })).toEqual({
      name: 'Field is required',
    });
  });

  it('finds nothing in valid input', () => {
    expect(schemaErrors(Schema, { name: 'Ada', settings: { zone: 'UTC' } })).toEqual({});
  });
});
