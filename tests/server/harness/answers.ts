import { expect } from 'vitest';
import { errorAnswerSchema, faultAnswerSchema, type ErrorAnswer, type Fault } from '@contract/fault';
import type { TestResponse } from './http';

/** A 400 in the §3 fault shape; answers the faults. */
export function expectFaults(response: TestResponse, namespace: string): Fault[] {
  expect(response.status, response.text).toBe(400);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(Object.keys(response.body as object).sort()).toEqual(['errors', 'warnings']);
  const answer = faultAnswerSchema.parse(response.body);
  expect(answer.errors.length).toBeGreaterThan(0);
  for (const fault of answer.errors) {
    expect(Object.keys(fault).sort()).toEqual(['field', 'message', 'namespace', 'type']);
    expect(fault.namespace).toBe(namespace);
    expect(fault.field).not.toBe('');
    expect(fault.message).not.toBe('');
    expect(fault.message).not.toMatch(/^(validation|errors)\./);
    expect(fault.type).toBe('validation');
  }
  return answer.errors;
}

/** A 400 with exactly one fault on `field` carrying `message`. */
export function expectFieldFault(
  response: TestResponse,
  fault: { namespace: string; field: string; message: string },
) {
  const faults = expectFaults(response, fault.namespace);
  expect(faults.filter((candidate) => candidate.field === fault.field)).toEqual([
    { ...fault, type: 'validation' },
  ]);
}

/** A `{message, code}` error answer with this status and message key. */
export function expectError(response: TestResponse, status: number, code: string): ErrorAnswer {
  expect(response.status, response.text).toBe(status);
  expect(Object.keys(response.body as object).sort()).toEqual(['code', 'message']);
  const answer = errorAnswerSchema.parse(response.body);
  expect(answer.code).toBe(code);
  expect(answer.message).not.toBe(code);
  return answer;
}
