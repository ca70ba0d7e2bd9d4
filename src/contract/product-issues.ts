import { z } from 'zod/mini';
import { ISSUE_STATUSES, ISSUE_STEPS, ISSUE_TYPES, THREAD_ROLES } from '@domain/issues';

const int = () => z.number().check(z.int());
const invalid = { error: 'validation.invalid' };
const text = (max: number) =>
  z
    .string(invalid)
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength(max, { error: 'validation.tooLong' }),
    );

/** §3 Issue: type (qc or compliance), ns, identify, header, message (the shape of src/domain/faults.ts). */
export const issueSchema = z.object({
  type: z.enum(ISSUE_TYPES),
  ns: z.string(),
  identify: z.string(),
  header: z.string(),
  message: z.string(),
});
export type IssueAnswer = z.infer<typeof issueSchema>;

/** §7 GET /api/p1/product/{id}/issues, and the answer of resolve, cancel and report: the open issues. */
export const issuesAnswerSchema = z.object({ issues: z.array(issueSchema) });
export type IssuesAnswer = z.infer<typeof issuesAnswerSchema>;

const personSchema = z.object({ id: int(), name: z.string() });

/** §2 Product details: a remark of the side drawer. */
export const remarkSchema = z.object({
  id: int(),
  author: personSchema,
  /** The network the remark is written for, or null for a remark to everyone who sees the card. */
  network: z.nullable(z.object({ code: z.string(), name: z.string() })),
  message: z.string(),
  created_at: z.string(),
});
export type Remark = z.infer<typeof remarkSchema>;

/** §7 GET /api/p1/product/{id}/remarks, newest first. */
export const remarksAnswerSchema = z.object({ remarks: z.array(remarkSchema) });
export type RemarksAnswer = z.infer<typeof remarksAnswerSchema>;

/** §7 GET /api/p1/product/{id}/modal-info: the summary of the card's info modal. */
export const modalInfoAnswerSchema = z.object({
  id: int(),
  name_to_show: z.string(),
  gtin: z.nullable(z.string()),
  status: int(),
  supplier: z.object({ company_id: int(), company_name: z.string(), user: z.nullable(personSchema) }),
  created_at: z.string(),
  updated_at: z.string(),
  last_editor: z.nullable(personSchema),
  open_issues: int(),
  remarks: int(),
});
export type ModalInfoAnswer = z.infer<typeof modalInfoAnswerSchema>;

/**
 * §7 PUT /api/p1/product/{id}/resolve-issue, /cancel-issue, /accept-issue and /reopen-issue: which issue
 * (its id, or ns and identify as the spec names it) and the words written with the step (the supplier's
 * answer, the reason for a reopen). docs/decisions/0040-issue-thread.md.
 */
export const issueRefSchema = z
  .object(
    {
      id: z.optional(int()),
      identify: z.optional(text(255)),
      ns: z.optional(text(64)),
      message: z.optional(text(2000)),
    },
    invalid,
  )
  .check(
    z.refine((ref) => ref.id !== undefined || (ref.identify !== undefined && ref.ns !== undefined), {
      error: 'validation.required',
      path: ['identify'],
    }),
  );
export type IssueRef = z.infer<typeof issueRefSchema>;

/** One line of an issue's thread: the report or a later step, with who (and in which role) and when. */
export const threadStepSchema = z.object({
  step: z.enum(['reported', ...ISSUE_STEPS]),
  /** The status the step led to. */
  status: z.enum(ISSUE_STATUSES),
  message: z.nullable(z.string()),
  author: z.nullable(personSchema),
  role: z.enum(THREAD_ROLES),
  at: z.string(),
});
export type ThreadStep = z.infer<typeof threadStepSchema>;

/** §3 Issue with its id, status, thread and the steps the asking user may take on it now. */
export const threadIssueSchema = z.object({
  id: int(),
  type: z.enum(ISSUE_TYPES),
  ns: z.string(),
  identify: z.string(),
  header: z.string(),
  message: z.string(),
  status: z.enum(ISSUE_STATUSES),
  steps: z.array(threadStepSchema),
  can: z.object({ resolve: z.boolean(), accept: z.boolean(), reopen: z.boolean(), cancel: z.boolean() }),
});
export type ThreadIssue = z.infer<typeof threadIssueSchema>;

/** GET /api/p1/product/{id}/issue-thread: every issue of the card, newest first, and whether the user reports. */
export const issueThreadAnswerSchema = z.object({
  issues: z.array(threadIssueSchema),
  can_report: z.boolean(),
});
export type IssueThreadAnswer = z.infer<typeof issueThreadAnswerSchema>;

/** The answer of report, resolve, cancel, accept and reopen: the open issues (§7) and the whole thread. */
export const issueStepAnswerSchema = z.object({
  issues: z.array(issueSchema),
  thread: issueThreadAnswerSchema,
});
export type IssueStepAnswer = z.infer<typeof issueStepAnswerSchema>;

/** At most this many issues in one report. */
export const MAX_REPORTED_ISSUES = 100;

/** §7 POST /api/p1/product/{id}/report-issues {issues}. */
export const reportIssuesSchema = z.object(
  {
    issues: z
      .array(
        z.object(
          {
            type: z.enum(ISSUE_TYPES, invalid),
            ns: text(64),
            identify: text(255),
            header: text(255),
            message: text(2000),
          },
          invalid,
        ),
        invalid,
      )
      .check(
        z.minLength(1, { error: 'validation.required' }),
        z.maxLength(MAX_REPORTED_ISSUES, { error: 'validation.tooLong' }),
      ),
  },
  invalid,
);
export type ReportIssuesBody = z.infer<typeof reportIssuesSchema>;
