import { z } from 'zod/mini';
import { ISSUE_TYPES } from '@domain/issues';

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

/** §7 PUT /api/p1/product/{id}/resolve-issue and /cancel-issue: which open issue (by ns and identify). */
export const issueRefSchema = z.object({ identify: text(255), ns: text(64) }, invalid);
export type IssueRef = z.infer<typeof issueRefSchema>;

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
