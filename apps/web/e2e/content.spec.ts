import { expect, test } from '@playwright/test';
import { collectErrors, waitForHydration } from './page.util';

// Server-rendered pages must be complete without JavaScript: search engines and slow devices see them so.
test.describe('dealer directory, news and info center without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a dealer page reached from the dealer list of a state, then one of its branches', async ({
    page,
  }) => {
    await page.goto('/heizoelhaendler');
    await expect(page).toHaveTitle(/^Heizölhändler in Deutschland/);
    await page.getByRole('link', { name: 'Bayern', exact: true }).click();

    await expect(page).toHaveURL(/\/heizoelhaendler\/bayern$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Heizölhändler in Bayern');
    const first = page.getByTestId('dealer-card').first().getByRole('heading').getByRole('link');
    const name = (await first.textContent()) ?? '';
    await first.click();

    await expect(page).toHaveURL(/\/heizoelhaendler\/[a-z-]+\/\d{5}\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(
      `${name} – Heizölhändler in ${await dealerCity(page)} | Heizöl-Marktplatz`,
    );
    for (const heading of ['Kundenbewertungen', 'Produkte', 'Zahlungsarten', 'Liefergebiet']) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    // The compact calculator is prefilled with a postal code the dealer delivers to.
    await expect(page.getByLabel('PLZ')).toHaveValue(/^\d{5}$/);
    await expect(page.getByRole('heading', { name: 'Das könnte Sie auch interessieren' })).toBeVisible();

    await page.locator('#dealer-branches ~ ul a').first().click();
    await expect(page).toHaveURL(/\/heizoelhaendler\/[a-z-]+\/\d{5}\/\d+\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(page.getByText('Liefertage')).toBeVisible();
  });

  test('the postal-code search leads to the dealers of that code', async ({ page }) => {
    await page.goto('/at/heizoelhaendler');
    await page.getByLabel('Heizölhändler für Ihre Postleitzahl finden').fill('6020');
    await page.getByRole('button', { name: 'Händler suchen' }).click();

    await expect(page).toHaveURL(/\/at\/heizoelhaendler\/tirol\/6020$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Heizölhändler für 6020 Innsbruck');
    await expect(page.getByTestId('dealer-card').first()).toBeVisible();
  });

  test('the news list with its featured article, paging and an article', async ({ page }) => {
    await page.goto('/news');
    await expect(page).toHaveTitle('News rund um Heizöl und Energie | Heizöl-Marktplatz');
    const featured = page.getByRole('region', { name: 'Top-Artikel' });
    await expect(featured.getByRole('heading', { level: 2 })).toBeVisible();
    // The featured article is not repeated as a card of the grid.
    const featuredTitle = (await featured.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const cardTitles = await page.getByTestId('news-grid').getByRole('heading').allTextContents();
    expect(cardTitles).not.toContain(featuredTitle);
    // Images fill their frames: the lead image is as tall as its card, no white band below it.
    await page.setViewportSize({ width: 1366, height: 900 });
    const lead = featured.getByRole('article');
    await lead.locator('img').scrollIntoViewIfNeeded();
    await expect.poll(() => lead.locator('img').evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    const [leadBox, imageBox] = [await lead.boundingBox(), await lead.locator('img').boundingBox()];
    expect(Math.abs((leadBox?.height ?? 0) - (imageBox?.height ?? 0))).toBeLessThanOrEqual(2);
    await page.getByRole('link', { name: 'Ältere Artikel →' }).click();
    await expect(page).toHaveURL(/\/news\?seite=2$/);
    await page.getByRole('link', { name: '← Neuere Artikel' }).click();

    const title = (await featured.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await featured.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/news\/artikel\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | Heizöl-Marktplatz`);
    await expect(page.locator('.news-article__content h2').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Weitere Artikel' })).toBeVisible();
  });

  test('the info center with its five guides', async ({ page }) => {
    await page.goto('/ch/info-center');
    // A CMS page (issue #16): its title, its SEO title in the head, its articles listed with links.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Info-Center');
    await expect(page).toHaveTitle('Info-Center: Ratgeber rund um Heizöl | Heizöl-Marktplatz');
    for (const title of [
      'Was den Heizölpreis bestimmt',
      'Tank und Heizöl richtig pflegen',
      'So läuft die Lieferung ab',
      'Bezahlen: Rechnung, Lastschrift, Raten',
      'Widerrufsrecht bei Heizöl',
    ]) {
      await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    }
    await page.getByRole('link', { name: 'So läuft die Lieferung ab' }).click();
    await expect(page).toHaveURL(/\/ch\/info-center\/lieferung$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('So läuft die Lieferung ab');
    await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toContainText('Info-Center');
    expect(await page.locator('main').innerText()).not.toContain('ß');
  });

  test('the home page shows the best price, the latest news and the review seal', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Bester Heizölpreis heute' })).toBeVisible();
    await expect(page.getByTestId('best-price')).toContainText('€');
    await expect(page.getByRole('heading', { name: 'Aktuelle News' })).toBeVisible();
    await expect(page.getByTestId('news-grid').getByRole('article')).toHaveCount(3);
    await expect(page.getByTestId('review-seal')).toContainText('Kundenbewertungen');
  });

  test('the terms in the print layout', async ({ page }) => {
    await page.goto('/at/druckansicht/agb');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Allgemeine Geschäftsbedingungen');
    await expect(page.getByRole('heading', { name: '§ 7 Rücktrittsrecht' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
  });
});

test.describe('unknown dealers and articles', () => {
  for (const path of [
    '/heizoelhaendler/atlantis',
    '/heizoelhaendler/bayern/80331/999999',
    '/heizoelhaendler/bayern/80331/abc',
    '/news/artikel/gibt-es-nicht',
    '/news?seite=99',
  ]) {
    test(`${path} answers the 404 page`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain('Die angeforderte Seite existiert nicht...');
    });
  }

  test('a dealer page hydrates without errors', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/heizoelhaendler/bayern');
    const href = await page
      .getByTestId('dealer-card')
      .first()
      .getByRole('heading')
      .getByRole('link')
      .getAttribute('href');
    await page.goto(href ?? '/');
    await waitForHydration(page);
    expect(errors).toEqual([]);
  });
});

async function dealerCity(page: import('@playwright/test').Page): Promise<string> {
  const crumb = await page
    .getByRole('navigation', { name: 'Brotkrümelnavigation' })
    .getByRole('listitem')
    .nth(3)
    .textContent();
  return (crumb ?? '').replace(/^\d+\s/, '');
}
