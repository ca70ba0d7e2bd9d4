/** §5 Other: passwords must match; our minimum length is a decision (docs/decisions/0004). */
export const MIN_PASSWORD_LENGTH = 8;

export type PasswordProblem = 'required' | 'tooShort' | 'mismatch';

export function passwordProblems(
  password: string,
  repeat: string,
): Partial<Record<'password' | 'repeat', PasswordProblem>> {
  const problems: Partial<Record<'password' | 'repeat', PasswordProblem>> = {};
  if (password === '') problems.password = 'required';
  else if (password.length < MIN_PASSWORD_LENGTH) problems.password = 'tooShort';
  if (repeat === '') problems.repeat = 'required';
  else if (password !== repeat) problems.repeat = 'mismatch';
  return problems;
}
