import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import {
  backOfficeNav,
  bookCancellation,
  daysAgo,
  exportOrdersAsCsv,
  filterCancellations,
  monthBefore,
  reopenCancellations,
  signInAsStaff,
} from './support/back-office';
import {
  NARROW_SCREEN_WIDTHS,
  overflowingElements,
  screenshotAtWidths,
  sidewaysOverflow,
} from './support/screenshots';

const FINANCIAL = 'buchhaltung@example.com';

/**
 * The period this spec books in: the seed books every cancellation older than 60 days, and no other spec
 * books there (the admin's walk takes the newest of the last 30 days), so the two it reopens stay its own.
 */
const BOOKED_PERIOD = { from: daysAgo(150), to: daysAgo(63) };

/** Axe, screenshots at 360 and 1366 px and no sideways scrolling at 360 px. */
async function checkScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectNoSeriousAxeViolations(page);
  await screenshotAtWidths(page, testInfo, name, NARROW_SCREEN_WIDTHS);
  await page.setViewportSize(NARROW_SCREEN_WIDTHS[0]);
  expect(await sidewaysOverflow(page), (await overflowingElements(page)).join(', ')).toBe(0);
  await page.setViewportSize(NARROW_SCREEN_WIDTHS[1]);
}

/** Issue #13: the back office's money side, walked by the role that does it (Role_{Provider}_Financial). */
test.describe('back office as financial staff', () => {
  test('a financial staff member books two cancellations and exports a month', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    // reopenCancellations checks it found the two.
    const [withCommission, withoutCommission] = (await reopenCancellations(
      request,
      FINANCIAL,
      BOOKED_PERIOD,
      2,
    )) as [string, string];
    await signInAsStaff(page, FINANCIAL);
    // Answered, the cookie banner no longer covers the table in the screenshots.
    await page
      .getByRole('region', { name: 'Cookies und Datenschutz' })
      .getByRole('button', { name: 'Nur notwendige' })
      .click();
    const nav = backOfficeNav(page);
    for (const screen of ['Stornomanagement', 'Verkaufsliste', 'Export', 'Statistik']) {
      await expect(nav.getByRole('link', { name: screen, exact: true })).toBeVisible();
    }
    for (const screen of ['Benutzer', 'Cache', 'Rechnerparameter', 'Protokoll']) {
      await expect(nav.getByRole('link', { name: screen, exact: true })).toHaveCount(0);
    }

    await nav.getByRole('link', { name: 'Stornomanagement', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stornomanagement');
    await filterCancellations(page, { ...BOOKED_PERIOD, booked: 'Offen' });
    for (const orderNumber of [withCommission, withoutCommission]) {
      await expect(page.getByRole('checkbox', { name: `Gebucht (${orderNumber})` })).not.toBeChecked();
    }
    await bookCancellation(page, withCommission, 'withCommission');
    await bookCancellation(page, withoutCommission, 'withoutCommission');
    await expect(page.getByText('2 Zeilen geändert')).toBeVisible();
    await checkScreen(page, testInfo, 'back-office-financial-cancellations');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByText('Die Buchungen sind gespeichert.')).toBeVisible();
    // Back on the open ones of the period: the two are gone from there.
    for (const orderNumber of [withCommission, withoutCommission]) {
      await expect(page.getByRole('checkbox', { name: `Gebucht (${orderNumber})` })).toHaveCount(0);
    }

    await page.reload();
    await filterCancellations(page, { ...BOOKED_PERIOD, booked: 'Gebucht' });
    for (const [orderNumber, as] of [
      [withCommission, 'withCommission'],
      [withoutCommission, 'withoutCommission'],
    ] as const) {
      await expect(page.getByRole('checkbox', { name: `Gebucht (${orderNumber})` })).toBeChecked();
      await expect(page.getByRole('combobox', { name: `Gebucht als (${orderNumber})` })).toHaveValue(as);
    }

    await backOfficeNav(page).getByRole('link', { name: 'Export', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellungen exportieren');
    // The month before last: the demo history has orders in every month.
    const month = monthBefore(2);
    const { filename, lines } = await exportOrdersAsCsv(page, month);
    expect(filename).toMatch(/^bestellungen-.+\.csv$/);
    expect(lines[0]).toBe(
      'Bestellnummer;Bestellt am;Land;Händler;Kunde;E-Mail;PLZ;Ort;Produkt;Menge;Gesamtpreis brutto;Währung;Zahlungsart;Status',
    );
    // "Bestellt am" is DD.MM.YYYY HH:MI (Berlin time): every row of the file lies in the month.
    const rows = lines.slice(1).filter((line) => line !== '');
    const [year, monthNumber] = month.from.split('-');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.split(';')[1]).toMatch(new RegExp(`^\\d\\d\\.${monthNumber}\\.${year} \\d\\d:\\d\\d$`));
    }
    await checkScreen(page, testInfo, 'back-office-financial-export');
  });
});
