/** GS1 check digit of the digits before it (mod-10, weights 3 and 1 from the right). */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** A GTIN of 8, 12, 13 or 14 digits with a correct GS1 check digit. */
export function isValidGtin(value: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(value)) return false;
  return gs1CheckDigit(value.slice(0, -1)) === Number(value.at(-1));
}

/** Completes a body of 7, 11, 12 or 13 digits with its check digit. */
export function withCheckDigit(body: string): string {
  return `${body}${gs1CheckDigit(body)}`;
}
