import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobAnswer } from '@contract/jobs';
import { Button } from '@kit/button';
import { cn } from '@kit/cn';
import { ProgressBar } from '@kit/progress-bar';
import { Tag } from '@kit/tag';
import type { ActorRefFrom } from 'xstate';
import type { jobMachine } from '@machines/job.machine';
import type { jobsPanelMachine } from '@machines/jobs-panel.machine';
import { jobMessage, jobTitle } from './job-texts';
import { useReservePageSpace } from './reserve-page-space';
import { jobsRuntimeFor, type JobsRuntime } from '@app/jobs-runtime';

export type JobsPanelActorRef = ActorRefFrom<typeof jobsPanelMachine>;
export type JobActorRef = ActorRefFrom<typeof jobMachine>;

const STATUS_TONE: Record<JobAnswer['status'], string> = {
  pending: 'bg-slate-50 text-slate-700 ring-slate-300',
  running: 'bg-accent-50 text-accent-800 ring-accent-200',
  finished: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

/**
 * One job of the panel (§4 Jobs). Its job actor, the one that polls, says what the row shows: status,
 * progress, result and whether its file is downloading; the panel's copy (the same answers, reported to
 * it for the cookie) stands in until the row has an actor.
 */
function JobRow({
  job: listed,
  downloading: listedDownloading,
  actor,
  onRemove,
}: {
  job: JobAnswer;
  downloading: boolean;
  actor: JobActorRef | undefined;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation();
  const polled = useSelector(actor, (snapshot) => snapshot?.context.job);
  const polledDownloading = useSelector(actor, (snapshot) => snapshot?.matches('downloading'));
  const downloadFailed = useSelector(actor, (snapshot) => snapshot?.context.downloadFailed ?? false);
  const job = polled ?? listed;
  const downloading = polledDownloading ?? listedDownloading;
  const failed = job.status === 'failed';
  const { current_item: current, total_items: total, percentage } = job.output;
  const title = jobTitle(job, i18n);
  return (
    <li className="flex flex-col gap-1.5 border-b border-slate-100 px-4 py-3 last:border-b-0">
      <div className="flex items-start justify-between gap-2">
        <span className="min-w-0 text-sm font-medium text-slate-900">{title}</span>
        <Tag tone={STATUS_TONE[job.status]}>{t(`jobs.panel.status.${job.status}`)}</Tag>
      </div>
      <ProgressBar percent={percentage} error={failed} label={t('jobs.panel.progressLabel', { title })} />
      <div className="flex items-center justify-between gap-2 text-xs text-slate-600 tabular-nums">
        <span>
          {total > 0 ? t('jobs.panel.progress', { current, total }) : null} {percentage}%
        </span>
        <div className="flex items-center gap-1">
          {job.status === 'finished' && job.result?.download !== undefined && (
            <Button
              size="sm"
              variant="secondary"
              disabled={downloading}
              onClick={() => actor?.send({ type: 'DOWNLOAD' })}
            >
              {t('jobs.panel.download')}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            disabled={downloading}
            aria-label={t('jobs.panel.remove', { title })}
            onClick={onRemove}
          >
            ×
          </Button>
        </div>
      </div>
      {job.result !== null && (
        <p className={cn('text-xs', failed ? 'text-red-700' : 'text-slate-600')}>
          {jobMessage(job.result, i18n)}
        </p>
      )}
      {downloadFailed && (
        <p role="alert" className="text-xs text-red-700">
          {t('jobs.panel.downloadFailed')}
        </p>
      )}
    </li>
  );
}

/**
 * The panel on its jobsPanel actor, each row on its job actor (`jobActor`), so a test can render it on
 * live actors of its own.
 */
export function JobsPanelView({
  panel,
  jobActor,
}: {
  panel: JobsPanelActorRef;
  jobActor: (id: number) => JobActorRef | undefined;
}) {
  const { t } = useTranslation();
  const jobs = useSelector(panel, (snapshot) => snapshot.context.jobs);
  const expanded = useSelector(panel, (snapshot) => snapshot.matches({ panel: 'expanded' }));
  const notice = useSelector(panel, (snapshot) => snapshot.context.notice);
  const reservePageSpace = useReservePageSpace();
  const open = jobs.filter(
    (entry) => entry.job.status === 'pending' || entry.job.status === 'running',
  ).length;
  // §2 Nothing is rendered while the user has no jobs.
  if (jobs.length === 0 && notice === null) return null;
  return (
    <div ref={reservePageSpace} className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-2">
      {notice !== null && (
        <div
          role="status"
          className={cn(
            'flex w-[min(500px,calc(100vw-2rem))] items-center justify-between gap-3 rounded-md border px-4 py-2.5 text-sm shadow-md',
            notice.kind === 'error'
              ? 'border-red-200 bg-red-50 text-red-900'
              : 'border-emerald-200 bg-emerald-50 text-emerald-900',
          )}
        >
          <span>
            {t(notice.kind === 'error' ? 'jobs.panel.failed' : 'jobs.panel.completed', {
              title: notice.title,
            })}
          </span>
          <Button size="sm" variant="ghost" onClick={() => panel.send({ type: 'NOTICE.DISMISS' })}>
            {t('jobs.panel.dismiss')}
          </Button>
        </div>
      )}
      {expanded && jobs.length > 0 && (
        <section
          aria-labelledby="jobs-panel-title"
          className="w-[min(500px,calc(100vw-2rem))] overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
        >
          <header className="flex items-center justify-between border-b border-slate-200 px-4 py-2">
            <h2 id="jobs-panel-title" className="text-sm font-semibold text-slate-900">
              {t('jobs.panel.title')}
            </h2>
            <Button size="sm" variant="ghost" onClick={() => panel.send({ type: 'CLOSE' })}>
              {t('jobs.panel.collapse')}
            </Button>
          </header>
          <ul className="max-h-[60vh] overflow-y-auto">
            {jobs.map(({ job, downloading }) => (
              <JobRow
                key={job.id}
                job={job}
                downloading={downloading}
                actor={jobActor(job.id)}
                onRemove={() => panel.send({ type: 'JOB.REMOVE', id: job.id })}
              />
            ))}
          </ul>
        </section>
      )}
      {jobs.length > 0 && (
        <Button
          variant="secondary"
          aria-expanded={expanded}
          onClick={() => panel.send({ type: 'TOGGLE' })}
          className="shadow-md"
        >
          {t('jobs.panel.button')}
          {open > 0 && (
            <span className="ml-1.5 rounded-full bg-accent-600 px-1.5 text-xs text-white tabular-nums">
              {open}
            </span>
          )}
        </Button>
      )}
    </div>
  );
}

/**
 * §2 Jobs panel, for logged-in users only (the dashboard template renders it): the user's background
 * jobs, restored from their cookie and polled while open.
 */
export function JobsPanel({ userId }: { userId: number }) {
  const [runtime, setRuntime] = useState<JobsRuntime | null>(null);
  useEffect(() => setRuntime(jobsRuntimeFor(userId)), [userId]);
  return runtime === null ? null : <JobsPanelView panel={runtime.panel} jobActor={(id) => runtime.job(id)} />;
}
