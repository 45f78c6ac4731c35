import { expect, test } from '@playwright/test';

// GraphiQL under its Content-Security-Policy, in a real browser: the page, its editor workers and a
// query all run, and the browser reports no violation of the policy.
test('GraphiQL loads and runs a query with no Content-Security-Policy violation', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sample}`),
    );
  });

  const response = await page.goto('/graphiql');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/=]+'(;|$)/);
  expect(policy).not.toContain('unsafe-eval');

  await page.getByRole('button', { name: /^Execute query/ }).click();
  const result = page.getByRole('region', { name: 'Result Window' });
  await expect(result).toContainText('"totalCount"');
  await expect(result).toContainText('"edges"');
  // The editor's workers (syntax and schema-aware checks) run from this origin.
  await expect.poll(() => page.workers().length).toBeGreaterThan(0);
  for (const worker of page.workers()) expect(new URL(worker.url()).origin).toBe(new URL(page.url()).origin);

  const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  expect(violations).toEqual([]);
  expect(problems).toEqual([]);
});
