import {
  issueStepAnswerSchema,
  issueThreadAnswerSchema,
  issuesAnswerSchema,
  modalInfoAnswerSchema,
  remarksAnswerSchema,
  type IssueAnswer,
  type IssueRef,
  type IssueThreadAnswer,
  type ModalInfoAnswer,
  type Remark,
  type ReportIssuesBody,
} from '@contract/product-issues';
import { api } from './client';

const base = (productId: number) => `/api/p1/product/${productId}`;

/** §7 GET /api/p1/product/{id}/issues: the open qc and compliance issues. */
export async function fetchIssues(productId: number): Promise<IssueAnswer[]> {
  return issuesAnswerSchema.parse(await api.get(`${base(productId)}/issues`).json()).issues;
}

/** §7 GET /api/p1/product/{id}/remarks, newest first. */
export async function fetchRemarks(productId: number): Promise<Remark[]> {
  return remarksAnswerSchema.parse(await api.get(`${base(productId)}/remarks`).json()).remarks;
}

/** §7 GET /api/p1/product/{id}/modal-info: the summary of the card's info modal. */
export async function fetchModalInfo(productId: number): Promise<ModalInfoAnswer> {
  return modalInfoAnswerSchema.parse(await api.get(`${base(productId)}/modal-info`).json());
}

/** §7 PUT /api/p1/product/{id}/resolve-issue {identify, ns}: the open issues left. */
export async function resolveIssue(productId: number, ref: IssueRef): Promise<IssueAnswer[]> {
  return issuesAnswerSchema.parse(await api.put(`${base(productId)}/resolve-issue`, { json: ref }).json())
    .issues;
}

/** §7 PUT /api/p1/product/{id}/cancel-issue {identify, ns}: the open issues left. */
export async function cancelIssue(productId: number, ref: IssueRef): Promise<IssueAnswer[]> {
  return issuesAnswerSchema.parse(await api.put(`${base(productId)}/cancel-issue`, { json: ref }).json())
    .issues;
}

/** §7 POST /api/p1/product/{id}/report-issues {issues}: the open issues after the report. */
export async function reportIssues(
  productId: number,
  issues: ReportIssuesBody['issues'],
): Promise<IssueAnswer[]> {
  return issuesAnswerSchema.parse(
    await api.post(`${base(productId)}/report-issues`, { json: { issues } }).json(),
  ).issues;
}

/** GET /api/p1/product/{id}/issue-thread: every issue of the card with its steps (docs/decisions/0040). */
export async function fetchIssueThread(productId: number): Promise<IssueThreadAnswer> {
  return issueThreadAnswerSchema.parse(await api.get(`${base(productId)}/issue-thread`).json());
}

/** The steps of an issue the browser asks for, each a PUT of §7 (accept and reopen are ours). */
export const ISSUE_STEP_PATHS = {
  resolve: 'resolve-issue',
  accept: 'accept-issue',
  reopen: 'reopen-issue',
  cancel: 'cancel-issue',
} as const;
export type IssueStepName = keyof typeof ISSUE_STEP_PATHS;

/** PUT …/{resolve,accept,reopen,cancel}-issue {id, message}: the thread after the step. */
export async function takeIssueStep(
  productId: number,
  step: IssueStepName,
  ref: IssueRef,
): Promise<IssueThreadAnswer> {
  const answer = await api.put(`${base(productId)}/${ISSUE_STEP_PATHS[step]}`, { json: ref }).json();
  return issueStepAnswerSchema.parse(answer).thread;
}

/** POST report-issues with one issue: the thread after the report. */
export async function reportIssue(
  productId: number,
  issue: ReportIssuesBody['issues'][number],
): Promise<IssueThreadAnswer> {
  const answer = await api.post(`${base(productId)}/report-issues`, { json: { issues: [issue] } }).json();
  return issueStepAnswerSchema.parse(answer).thread;
}
