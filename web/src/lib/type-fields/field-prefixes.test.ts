import { describe, expect, it } from 'vitest';
import * as contract from '@harbour/contract';
import { FIELD_FILTER_PREFIX, FIELD_VALUE_PREFIX } from './field-prefixes';

describe('the field prefixes the screens write', () => {
  it("are the contract's", () => {
    expect(FIELD_VALUE_PREFIX).toBe(contract.FIELD_VALUE_PREFIX);
    expect(FIELD_FILTER_PREFIX).toBe(contract.FIELD_FILTER_PREFIX);
  });
});
