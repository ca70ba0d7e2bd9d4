import {
  issuesAnswerSchema,
  modalInfoAnswerSchema,
  remarksAnswerSchema,
  type IssueAnswer,
  type IssueRef,
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
