import { describe, expect, it } from 'vitest';
import type { Job } from '@domain/jobs';
import { decodeJobs, encodeJobs, hasJobsCookie, jobsCookie, readJobsCookie } from '@domain/jobs-cookie';

const job = (id: number, status: Job['status'] = 'running'): Job => ({
  id,
  title: `Eksport ${id}`,
  jobs_key: 'main',
  status,
  output: { current_item: 1, total_items: 4, percentage: 25 },
  result: null,
});

describe('jobs cookie (§4 Jobs: per user, 7 days)', () => {
  it('keeps the jobs newest first and reads them back', () => {
    const value = encodeJobs([job(3), job(9, 'finished')]);
    expect(decodeJobs(value).map((entry) => entry.id)).toEqual([9, 3]);
  });

  it('keeps what get-job said and nothing the client added (the fetching marker)', () => {
    const withMarker = { ...job(4), fetching: true } as Job;
    expect(decodeJobs(encodeJobs([withMarker]))[0]).toEqual(job(4));
  });

  it('is per user and lasts 7 days; no jobs deletes it', () => {
    expect(jobsCookie(7, [job(1)])).toMatch(/^jobs_7=.+; path=\/; max-age=604800; samesite=lax$/);
    // An empty list is kept: the user removed their jobs, the panel does not fetch them again.
    expect(jobsCookie(7, [])).toBe(
      `jobs_7=${encodeURIComponent('[]')}; path=/; max-age=604800; samesite=lax`,
    );
    expect(hasJobsCookie(jobsCookie(7, []).split(';')[0]!, 7)).toBe(true);
    expect(hasJobsCookie('jobs_8=%5B%5D', 7)).toBe(false);
    const cookies = `other=1; ${jobsCookie(7, [job(1)]).split(';')[0]}; jobs_8=${encodeJobs([job(2)])}`;
    expect(readJobsCookie(cookies, 7).map((entry) => entry.id)).toEqual([1]);
    expect(readJobsCookie(cookies, 9)).toEqual([]);
  });

  it('drops what cannot be read rather than trusting it', () => {
    expect(decodeJobs('not json')).toEqual([]);
    expect(decodeJobs(encodeURIComponent('{"id":1}'))).toEqual([]);
    expect(decodeJobs(encodeURIComponent('[{"id":"x"},null,7]'))).toEqual([]);
    expect(decodeJobs('%E0%A4%A')).toEqual([]);
  });
});
