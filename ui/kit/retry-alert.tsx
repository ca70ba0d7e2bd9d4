import { Alert } from './alert';
import { Button } from './button';

/** A failed load with the way to try again. */
export function RetryAlert({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Alert tone="error" className="flex items-center justify-between gap-3">
      <span>{message}</span>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
