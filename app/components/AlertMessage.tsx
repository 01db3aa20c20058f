/**
 * A message screen readers say at once (role="alert"), in a public page's server HTML: what came of
 * the visitor's request when it could not be done (a booking change, a search). The look is the page's.
 */
import type { ReactNode } from "react";

export function AlertMessage({
  className,
  testId,
  children,
}: {
  className: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <p role="alert" className={className} data-testid={testId}>
      {children}
    </p>
  );
}
