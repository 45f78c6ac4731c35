import { expect, type Locator } from '@playwright/test';

/**
 * Presses a rich-text formatting button and waits until it shows the wanted state with the
 * editor still focused, so the keys typed next land in the text.
 */
export async function pressTool(tool: Locator, editor: Locator, pressed: boolean): Promise<void> {
  await tool.click();
  await expect(tool).toHaveAttribute('aria-pressed', String(pressed));
  await expect(editor).toBeFocused();
}
