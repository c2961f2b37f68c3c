import { expect, type Page } from '@playwright/test';

/** Adds a court on /add-court through its "Añadir pista" dialog, and waits for it in the list. */
export async function addCourtWithDialog(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Añadir pista' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva pista' });
  await dialog.getByLabel('Nombre de la pista').fill(name);
  await dialog.getByRole('button', { name: 'Guardar pista' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
}
