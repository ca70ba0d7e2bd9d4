import { describe, expect, it } from 'vitest';
import type { Job } from '@domain/jobs';
import {
  decodeJobs,
  encodeJobs,
  hasJobsCookie,
  JOBS_COOKIE_BYTES,
  JOBS_KEPT,
  jobsCookie,
  readJobsCookie,
} from '@domain/jobs-cookie';

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

  it('never grows past what a browser keeps: twelve long jobs give up the oldest, the newest stay', () => {
    const long = (id: number): Job => ({
      ...job(id, 'finished'),
      title: `Import pliku cydry-jabłkowe-sezon-2026-${id}.xlsx`,
      result: {
        message: 'Zaimportowano 118 kart, 2 wiersze z błędami — szczegóły w raporcie z importu.',
        download: `/api/jobs/${id}/file`,
      },
    });
    const value = encodeJobs(Array.from({ length: JOBS_KEPT }, (_, index) => long(100 + index)));
    expect(value.length).toBeLessThanOrEqual(JOBS_COOKIE_BYTES);
    const kept = decodeJobs(value).map((entry) => entry.id);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept[0]).toBe(100 + JOBS_KEPT - 1);
    expect(kept).toEqual([...kept].sort((a, b) => b - a));
  });

  it('keeps a title and a message as catalogue texts, so the panel says them in the language shown later', () => {
    const titled: Job = {
      ...job(5, 'finished'),
      title: 'Eksport listy produktów',
      title_text: { key: 'jobs.titles.productListExport' },
      result: {
        message: 'Gotowe: 12 kart',
        message_text: { key: 'jobs.exportReady', values: { count: 12 } },
        download: '/api/jobs/5/file',
      },
    };
    const [back] = decodeJobs(encodeJobs([titled]));
    expect(back!.title_text).toEqual({ key: 'jobs.titles.productListExport' });
    expect(back!.result).toEqual({
      message: '',
      message_text: { key: 'jobs.exportReady', values: { count: 12 } },
      download: '/api/jobs/5/file',
    });
    // A text whose values are not plain words or numbers is not trusted.
    const tampered = encodeURIComponent(
      JSON.stringify([{ ...titled, title_text: { key: 'x', values: { a: { nested: true } } } }]),
    );
    expect(decodeJobs(tampered)).toEqual([]);
  });
});
