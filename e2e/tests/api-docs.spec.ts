import { expect, test } from '../fixtures.ts';

/**
 * The API's documentation (decision 105): a developer opens /api/docs on either edition's address,
 * filters the operations by tag, opens one and reads its request body in the wire's snake_case. @mobile
 */
test('the API documentation lists the operations with their request bodies @mobile', async ({
  page,
}, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Marketplace API/ })).toBeVisible();

  // 140 operations: the developer filters by tag, then opens one.
  await page.getByPlaceholder('Filter by tag').fill('conversations');
  await page.getByRole('button', { name: 'POST /api/conversations/message-sent', exact: true }).click();
  const example = page.locator('.opblock.is-open .body-param__example, .opblock.is-open .example').first();
  await expect(example).toContainText('"conversation_id"');
  await expect(example).not.toContainText('conversationId');
  expect(errors).toEqual([]);

  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `/tmp/shots-h-ops/api-docs-${testInfo.project.name}-${width}.png` });
});
